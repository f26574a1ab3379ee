import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followRequests } from '@specify/ui/testing/requests';
import { renderCatalogue, server, setUpFixtureServer } from '../../../testing/render-catalogue';
import { screenWidth } from '../../../testing/screen-width';
import { LIMITED_GROUPS, OPEN_GROUPS } from '../components/filter-panel';
import { RANGE_SETTLE_MS } from '../components/range-facet';

setUpFixtureServer();

const panel = () => screen.findByRole('complementary', { name: 'Products' });
const groups = async () => within(await panel()).getAllByRole('group');

/** Opens a group past the first few, which start closed, as a visitor does. */
async function openGroup(name: string) {
  const group = within(await panel()).getByRole('group', { name });
  const toggle = within(group).getByRole('button', { name });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  return group;
}

async function ready() {
  await screen.findAllByRole('heading', { level: 3, name: /Mixer|Spout|Basin/ }, { timeout: 3000 });
}

describe('filter panel', () => {
  it('is titled Products on listings, collapsible, its groups are buttons with aria-expanded', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const aside = await panel();
    const title = within(aside).getByRole('button', { name: 'Products' });
    const brand = within(aside).getByRole('button', { name: 'Brand' });
    expect(brand).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(brand);
    expect(brand).toHaveAttribute('aria-expanded', 'false');
    expect(within(aside).queryByRole('checkbox', { name: /^Kinnear/ })).not.toBeInTheDocument();
    // Expanded state is kept per group: collapsing Brand leaves Collection open.
    expect(within(aside).getByRole('button', { name: 'Collection' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
  });

  it(`opens the first ${OPEN_GROUPS} groups; the rest start closed, drawing no values until opened`, async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const toggles = (await groups()).map((group) =>
      within(group).getByRole('button', { name: group.getAttribute('aria-label') ?? '' }),
    );
    expect(toggles.map((toggle) => toggle.getAttribute('aria-expanded'))).toEqual(
      toggles.map((_, index) => String(index < OPEN_GROUPS)),
    );
    expect(screen.queryByRole('checkbox', { name: /^Chrome/ })).not.toBeInTheDocument();
    const colour = await openGroup('Colour');
    expect(within(colour).getByRole('checkbox', { name: /^Chrome/ })).toBeInTheDocument();
  });

  it('opens a group the visitor refined, wherever it stands', async () => {
    renderCatalogue({ path: '/au/products/tapware/?colour=Chrome' });
    await ready();
    const colour = within(await panel()).getByRole('group', { name: 'Colour' });
    expect(within(colour).getByRole('button', { name: 'Colour' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(colour).getByRole('checkbox', { name: /^Chrome/ })).toBeChecked();
    // Cleared, it stays open where the visitor is working.
    await userEvent.click(within(colour).getByRole('checkbox', { name: /^Chrome/ }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(within(colour).getByRole('checkbox', { name: /^Chrome/ })).not.toBeChecked();
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
    const colour = await openGroup('Colour');
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
    const leadFree = await openGroup('Lead Free');
    expect(within(leadFree).getByRole('checkbox', { name: /^Yes/ })).toBeInTheDocument();
    expect(within(leadFree).getByRole('checkbox', { name: /^No/ })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Overall Height (mm)' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Price (AUD)' })).toBeInTheDocument();
    expect(within(aside).getByRole('checkbox', { name: /^Kinnear/ })).toBeInTheDocument();
    await openGroup('Sector');
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
    expect(await groups()).toHaveLength(LIMITED_GROUPS);
    const colour = await openGroup('Colour');
    await userEvent.click(within(colour).getByRole('checkbox', { name: /^Chrome/ }));
    await waitFor(async () => expect((await groups()).length).toBeGreaterThan(LIMITED_GROUPS));
  });

  it('family pages show every group', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    expect((await groups()).length).toBeGreaterThan(LIMITED_GROUPS);
  });
});

const cardNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('range groups', () => {
  it('refine on Enter, and refuse a maximum below the minimum with a message', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const height = await openGroup('Overall Height (mm)');
    // The fields show the listing's range as placeholders.
    const highest = (within(height).getByLabelText('Max (mm)') as HTMLInputElement).placeholder;
    // Typed on a fake clock (that also runs on its own), the settle time then passes at once and
    // the search it would start is answered.
    const requests = followRequests(server);
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await userEvent.type(within(height).getByLabelText('Min (mm)'), '200');
      await userEvent.type(within(height).getByLabelText('Max (mm)'), '100');
      expect(within(height).getByLabelText('Max (mm)')).toHaveAccessibleDescription(
        'The maximum must be at least the minimum.',
      );
      act(() => jest.advanceTimersByTime(RANGE_SETTLE_MS + 1));
      await requests.settled();
    } finally {
      jest.useRealTimers();
      requests.stop();
    }
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();

    await userEvent.clear(within(height).getByLabelText('Max (mm)'));
    await userEvent.type(within(height).getByLabelText('Max (mm)'), `${highest}{Enter}`);
    expect(within(height).getByLabelText('Max (mm)')).not.toHaveAccessibleDescription();
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('200'));
  });
});

describe('on a narrow screen', () => {
  it('the filters are a sheet the Filters button opens, with the count of filters applied', async () => {
    renderCatalogue({ path: '/au/products/tapware/?colour=Chrome&brand=methven' });
    await ready();
    const open = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Products' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByRole('checkbox', { name: /^Chrome/ })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /^Kinnear/ }));
    await waitFor(() => expect(window.location.search).toContain('kinnear'));
    const show = within(sheet).getByRole('button', { name: /^Show \d+ products?$/ });
    await userEvent.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();
    // The refinements made in the sheet stay once it is closed.
    expect(window.location.search).toContain('kinnear');

    await userEvent.click(screen.getByRole('button', { name: 'Filters (3)' }));
    expect(screen.getByRole('dialog', { name: 'Products' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('active filters', () => {
  it('refines by a facet, shows a readable chip, removes it, and Clear All resets ranges too', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const aside = await panel();
    await openGroup('Colour');
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
    const height = await openGroup('Overall Height (mm)');
    // No Apply button: the range refines once the visitor stops typing.
    expect(
      within(height)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Overall Height (mm)']);
    await userEvent.type(within(height).getByLabelText('Min (mm)'), '200');
    const active = await screen.findByRole('region', { name: 'Active filters' });
    await within(active).findByRole('button', { name: /Overall Height: from 200 mm/ });
    expect(within(active).getByRole('button', { name: 'Remove Brand: Methven' })).toBeVisible();
    await userEvent.click(within(active).getByRole('button', { name: 'Clear All' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument(),
    );
    expect(window.location.search).toBe('');
  });

  /** Removes both chips of two by keyboard; returns once the last is gone. */
  async function removeTwoChips() {
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
  }

  it('hands focus to the next chip when one is removed, and to the panel when none is left', async () => {
    const restore = screenWidth(1280);
    try {
      await removeTwoChips();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Products' })).toHaveFocus());
    } finally {
      restore();
    }
  });

  it('on a narrow screen hands focus to the Filters button when no chip is left', async () => {
    await removeTwoChips();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });

  it('offers the configured price bands and refines by one', async () => {
    renderCatalogue({ path: '/au/products/tapware/' });
    await ready();
    const price = await openGroup('Price (AUD)');
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
