import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalogue, setUpFixtureServer } from '../../../testing/render-catalogue';
import { LIMITED_GROUPS } from '../components/filter-panel';

setUpFixtureServer();

const panel = () => screen.findByRole('complementary', { name: 'Products' });
const groupButtons = async () =>
  within(await panel())
    .getAllByRole('button', { expanded: true })
    .slice(1);

async function ready() {
  await screen.findAllByRole('heading', { level: 3, name: /Mixer|Spout|Basin/ }, { timeout: 3000 });
}

describe('filter panel', () => {
  it('is titled Products on listings, collapsible, its groups are buttons with aria-expanded', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const aside = await panel();
    const title = within(aside).getByRole('button', { name: 'Products' });
    const colour = within(aside).getByRole('button', { name: 'Colour' });
    expect(colour).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(colour);
    expect(colour).toHaveAttribute('aria-expanded', 'false');
    expect(within(aside).queryByRole('checkbox', { name: /Chrome/ })).not.toBeInTheDocument();
    // Expanded state is kept per group: collapsing Colour leaves Brand open.
    expect(within(aside).getByRole('button', { name: 'Brand' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
  });

  it('is titled Filter Product on search results', async () => {
    renderCatalogue({ path: '/au/search?query=mixer' });
    expect(
      await screen.findByRole('complementary', { name: 'Filter Product' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows each colour with its swatch image from the static path by colour name', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const colour = within(await panel()).getByRole('group', { name: 'Colour' });
    const swatch = within(colour)
      .getByRole('checkbox', { name: /^Matte Black/ })
      .closest('label')
      ?.querySelector('img');
    expect(swatch).toHaveAttribute('src', '/files/swatches/matte-black.svg');
    expect(swatch).toHaveAttribute('alt', '');
  });

  it('shows 6 term values, then Show More / Show Less', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const types = within(await panel()).getByRole('group', { name: 'Product Type' });
    expect(within(types).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(within(types).getByRole('button', { name: 'Show More' }));
    expect(within(types).getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(within(types).getByRole('button', { name: 'Show Less' }));
    expect(within(types).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('labels booleans Yes/No, ranges with units, brands and sectors by name', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const aside = await panel();
    const leadFree = within(aside).getByRole('group', { name: 'Lead Free' });
    expect(within(leadFree).getByRole('checkbox', { name: /^Yes/ })).toBeInTheDocument();
    expect(within(leadFree).getByRole('checkbox', { name: /^No/ })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Overall Height (mm)' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Price (AUD)' })).toBeInTheDocument();
    expect(within(aside).getByRole('checkbox', { name: /^Kinnear/ })).toBeInTheDocument();
    expect(within(aside).getByRole('checkbox', { name: /^Healthcare/ })).toBeInTheDocument();
  });

  it('au hides the NZ4121.1 filter; nz hides the AS1428.1 accessible and ambulant filters', async () => {
    const au = renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    let aside = await panel();
    expect(within(aside).getByRole('button', { name: 'AS1428.1 Accessible' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'AS1428.1 Ambulant' })).toBeInTheDocument();
    expect(within(aside).queryByRole('button', { name: 'NZ4121.1 Accessible' })).toBeNull();
    au.unmount();

    renderCatalogue({ path: '/nz/products/tapware/' });
    await ready();
    aside = await panel();
    expect(within(aside).getByRole('button', { name: 'NZ4121.1 Accessible' })).toBeInTheDocument();
    expect(within(aside).queryByRole('button', { name: 'AS1428.1 Accessible' })).toBeNull();
    expect(within(aside).queryByRole('button', { name: 'AS1428.1 Ambulant' })).toBeNull();
    expect(within(aside).getByRole('button', { name: 'Price (NZD)' })).toBeInTheDocument();
  });

  it('brand pages show 8 groups until a filter is applied, then all', async () => {
    renderCatalogue({ path: '/au/brands/methven/' });
    await screen.findByRole('heading', { name: 'Krome Bath Spout' }, { timeout: 3000 });
    expect(await groupButtons()).toHaveLength(LIMITED_GROUPS);
    await userEvent.click(within(await panel()).getByRole('checkbox', { name: /^Chrome/ }));
    await waitFor(async () =>
      expect((await groupButtons()).length).toBeGreaterThan(LIMITED_GROUPS),
    );
  });

  it('family pages show every group', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    expect((await groupButtons()).length).toBeGreaterThan(LIMITED_GROUPS);
  });
});

const cardNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('active filters', () => {
  it('refines by a facet, shows a readable chip, removes it, and Clear All resets ranges too', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const aside = await panel();
    await userEvent.click(within(aside).getByRole('checkbox', { name: /^Matte Black/ }));
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove Colour: Matte Black' })).toBeVisible();
    await waitFor(() => expect(window.location.search).toContain('colour=Matte+Black'));
    expect(screen.queryByRole('heading', { name: 'Krome Bath Spout' })).not.toBeInTheDocument();

    await userEvent.click(
      within(chips).getByRole('button', { name: 'Remove Colour: Matte Black' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument(),
    );

    await userEvent.click(within(aside).getByRole('checkbox', { name: /^Methven/ }));
    const height = within(aside).getByRole('group', { name: 'Overall Height (mm)' });
    await userEvent.type(within(height).getByLabelText('Min (mm)'), '200');
    await userEvent.click(within(height).getByRole('button', { name: 'Apply' }));
    const active = await screen.findByRole('region', { name: 'Active filters' });
    await within(active).findByRole('button', { name: /Overall Height: from 200 mm/ });
    expect(within(active).getByRole('button', { name: 'Remove Brand: Methven' })).toBeVisible();
    await userEvent.click(within(active).getByRole('button', { name: 'Clear All' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument(),
    );
    expect(window.location.search).toBe('');
  });

  it('hands focus to the next chip when one is removed, and to the panel when none is left', async () => {
    renderCatalogue({ path: '/au/products/tapware/?colour=Chrome&brand=methven' });
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    const [first] = within(chips).getAllByRole('button', { name: /^Remove/ });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    // The person waits for the one chip left to take the focus.
    await waitFor(() => {
      const remaining = within(chips).getAllByRole('button', { name: /^Remove/ });
      expect(remaining).toHaveLength(1);
      expect(remaining[0]).toHaveFocus();
    });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Products' })).toHaveFocus());
  });

  it('offers the configured price bands and refines by one', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const price = within(await panel()).getByRole('group', { name: 'Price (AUD)' });
    expect(
      within(price)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent?.trim()),
    ).toEqual([
      'Any price',
      'Under $200',
      '$200 – $500',
      '$500 – $1,000',
      '$1,000 – $2,500',
      '$2,500 and over',
    ]);
    expect(within(price).getByRole('radio', { name: 'Any price' })).toBeChecked();

    await userEvent.click(within(price).getByRole('radio', { name: 'Under $200' }));
    await waitFor(() => expect(window.location.search).toBe('?price.AUD=%3A200'));
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove Price: up to $200' })).toBeVisible();
    const grid = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(cardNames(grid)).toEqual(['Krome Bath Spout']));
    expect(within(price).getByRole('radio', { name: 'Under $200' })).toBeChecked();

    await userEvent.click(within(price).getByRole('radio', { name: '$200 – $500' }));
    await waitFor(() => expect(window.location.search).toBe('?price.AUD=200%3A500'));
    await waitFor(() =>
      expect(
        within(grid).queryByRole('heading', { name: 'Krome Bath Spout' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(grid).getByRole('heading', { name: 'Luna Basin Mixer' })).toBeVisible();

    await userEvent.click(within(price).getByRole('radio', { name: 'Any price' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('reads a price band from the URL', async () => {
    renderCatalogue({ path: '/au/products/tapware/?price.AUD=%3A200' });
    const grid = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(cardNames(grid)).toEqual(['Krome Bath Spout']));
    const price = within(await panel()).getByRole('group', { name: 'Price (AUD)' });
    expect(within(price).getByRole('radio', { name: 'Under $200' })).toBeChecked();
  });
});
