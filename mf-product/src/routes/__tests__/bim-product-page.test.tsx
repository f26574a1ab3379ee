import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProductAt } from '../../testing/render-product';
import { setUpProductServer } from '../../testing/product-server';
import { LUNA_PATH } from '../../testing/product-fixtures';

setUpProductServer();

describe('the BIM product page', () => {
  it('has the BIM library breadcrumb, the header, the gallery, the description and the file panel', async () => {
    renderProductAt(`/au/tools-resources/bim-library/${LUNA_PATH}?fromBim=true`);
    await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Tools & Resources', 'BIM Library', 'Luna Basin Mixer']);
    expect(within(trail).getByRole('link', { name: 'BIM Library' })).toHaveAttribute(
      'href',
      '/au/tools-resources/bim-library/',
    );
    expect(screen.getByRole('region', { name: 'Luna Basin Mixer images' })).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Files' });
    expect(await within(files).findByRole('link', { name: /Revit \(RFA\)/ })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Download all files' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent(
      'The Luna Basin Mixer suits busy bathrooms.',
    );
    expect(screen.queryByRole('button', { name: 'Add to project' })).not.toBeInTheDocument();
  });

  it('links to the product page with the same path and query, and fromBim=false', async () => {
    renderProductAt(`/nz/tools-resources/bim-library/${LUNA_PATH}?fromBim=true&sr=1`);
    expect(await screen.findByRole('link', { name: 'Go to Product Page' })).toHaveAttribute(
      'href',
      `/nz/product/${LUNA_PATH}/?fromBim=false&sr=1`,
    );
  });

  it('changes variant on the BIM path and says when a group has no files', async () => {
    renderProductAt(`/au/tools-resources/bim-library/${LUNA_PATH}`);
    await userEvent.selectOptions(
      await screen.findByLabelText('Colour / finish'),
      'Matte Black (12342MBLF)',
    );
    expect(window.location.pathname).toBe(
      '/au/tools-resources/bim-library/luna-basin-mixer-1234-matte-black-LU1234-2',
    );
    const files = screen.getByRole('region', { name: 'Files' });
    expect(await within(files).findByText('No Available Technical Files')).toBeInTheDocument();
    expect(within(files).getByRole('link', { name: /Revit \(RFA\)/ })).toHaveAttribute(
      'href',
      '/files/bim/1234/luna-black.rfa',
    );
  });
});
