import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ActionResult } from '@specify/contracts';
import { renderProductAt, signedIn } from '../../../testing/render-product';
import {
  fixtureViewer,
  requests,
  server,
  setUpProductServer,
} from '../../../testing/product-server';
import { LUNA_PATH } from '../../../testing/product-fixtures';

setUpProductServer();

async function technicalSection() {
  return within(await screen.findByRole('region', { name: 'Technical Information' }));
}

/** The names of the file links, in the order shown. */
const linkNames = (section: { getAllByRole: typeof screen.getAllByRole }) =>
  section.getAllByRole('link', { name: /opens in a new tab/ }).map((link) => link.textContent);

function answer(files: ActionResult<'product/downloadFiles'>['files']) {
  server.use(
    http.post('/action/product/downloadFiles', async ({ request }) => {
      const body = (await request.json()) as { sku: string };
      requests.push({ name: 'product/downloadFiles', body });
      return HttpResponse.json({ sku: body.sku, files });
    }),
  );
}

describe('the file panel reads product/downloadFiles', () => {
  it("lists exactly the files the answer holds, asked with the variant's sku, and draws its technical image as Measurements", async () => {
    // Nothing here is what the variant's own entries would give: the panel derives nothing.
    answer([
      { type: 'DWG-file', name: 'DWG', url: '/files/bim/1234/from-server.dwg' },
      { type: 'warranty-Info', name: 'Warranty Information', url: '/files/docs/warranty.pdf' },
      {
        type: 'technical-image',
        name: 'Technical Image',
        url: '/files/images/original/from-server.svg',
      },
    ]);
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const section = await technicalSection();
    expect(await section.findByRole('link', { name: 'DWG (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/files/bim/1234/from-server.dwg',
    );
    expect(linkNames(section)).toEqual(['DWG', 'Warranty Information']);
    expect(section.getByRole('img', { name: 'Luna Basin Mixer: dimensions' })).toHaveAttribute(
      'src',
      '/files/images/original/from-server.svg',
    );
    expect(requests.filter((request) => request.name === 'product/downloadFiles')).toEqual([
      { name: 'product/downloadFiles', body: { sku: 'LU1234-1' } },
    ]);
  });

  it("asks again with the new variant's sku when the variant changes", async () => {
    renderProductAt(`/au/tools-resources/bim-library/${LUNA_PATH}`);
    await userEvent.selectOptions(
      await screen.findByLabelText('Colour / finish'),
      'Matte Black (12342MBLF)',
    );
    const files = within(screen.getByRole('region', { name: 'Files' }));
    expect(await files.findByRole('link', { name: /Revit \(RFA\)/ })).toHaveAttribute(
      'href',
      '/files/bim/1234/luna-black.rfa',
    );
    expect(
      requests
        .filter((request) => request.name === 'product/downloadFiles')
        .map((request) => request.body),
    ).toEqual([{ sku: 'LU1234-1' }, { sku: 'LU1234-2' }]);
  });

  it('shows the test report an internal user gets, and none to a visitor', async () => {
    const visitor = renderProductAt(`/au/product/${LUNA_PATH}/`);
    let section = await technicalSection();
    await section.findByRole('link', { name: /Revit \(RFA\)/ });
    expect(linkNames(section)).not.toContain('Test Report');
    visitor.unmount();

    fixtureViewer.internal = true;
    renderProductAt(`/au/product/${LUNA_PATH}/`, signedIn('internal'));
    section = await technicalSection();
    expect(
      await section.findByRole('link', { name: 'Test Report (opens in a new tab)' }),
    ).toHaveAttribute('href', '/files/docs/1234/luna-test-report.pdf');
  });

  it('says it is loading until the answer comes', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/action/product/downloadFiles', async () => {
        await gate;
        return HttpResponse.json({ sku: 'LU1234-1', files: [] });
      }),
    );
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const section = await technicalSection();
    expect(await section.findByRole('status')).toHaveTextContent('Loading files...');
    expect(section.queryByText('No Available BIM Files')).not.toBeInTheDocument();
    release();
    expect(await section.findByText('No Available BIM Files')).toBeInTheDocument();
    expect(section.getByText('No Available Technical Files')).toBeInTheDocument();
    expect(section.queryByRole('status')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Download all files' })).not.toBeInTheDocument();
  });

  it('shows no files when the list cannot be read, as the catalogue calls do', async () => {
    server.use(
      http.post('/action/product/downloadFiles', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const section = await technicalSection();
    expect(await section.findByText('No Available BIM Files')).toBeInTheDocument();
    expect(section.getByText('No Available Technical Files')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByRole('status')).not.toBeInTheDocument());
  });
});
