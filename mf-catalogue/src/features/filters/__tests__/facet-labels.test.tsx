import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueHandlers } from '../../../testing/handlers';
import { FIXTURE_PRODUCTS, LABEL_FIXTURES } from '../../../testing/fixture-records';
import { renderCatalogue, server, setUpFixtureServer } from '../../../testing/render-catalogue';
import { listedFamily } from '../model/listed-family';

setUpFixtureServer();
const RECORDS = [...FIXTURE_PRODUCTS, ...LABEL_FIXTURES];
beforeEach(() => server.use(...catalogueHandlers({ records: RECORDS })));

const panel = () => screen.findByRole('complementary', { name: 'Products' });
const grid = () => screen.findByRole('list', { name: 'Products' });
const cardNames = async () =>
  within(await grid())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('facet titles and chips by readable name (storefront §9)', () => {
  it('a toilet pans listing refines by Trap Type and shows the chip Trap Type: S Trap', async () => {
    renderCatalogue({ path: '/au/products/sanitaryware/toilet-pans/' });
    await waitFor(async () => expect((await cardNames()).length).toBe(2));
    const aside = await panel();
    const traps = within(aside).getByRole('group', { name: 'Trap Type' });
    // Past the first groups it starts closed; the visitor opens it.
    const trapsToggle = within(traps).getByRole('button', { name: 'Trap Type' });
    expect(trapsToggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trapsToggle);
    expect(within(aside).getByRole('button', { name: 'Material' })).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Product Type' })).toBeInTheDocument();
    expect(within(aside).queryByRole('button', { name: 'trap-type' })).not.toBeInTheDocument();

    await userEvent.click(within(traps).getByRole('checkbox', { name: /^S Trap/ }));
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove Trap Type: S Trap' })).toBeVisible();
    await waitFor(() => expect(window.location.search).toBe('?trap-type=S+Trap'));
    await waitFor(async () => expect(await cardNames()).toEqual(['Opal Wall Hung Pan']));
  });

  it('names product types as words, in the panel and on the chip', async () => {
    renderCatalogue({ path: '/au/products/sanitaryware/toilet-pans/' });
    await waitFor(async () => expect((await cardNames()).length).toBe(2));
    const types = within(await panel()).getByRole('group', { name: 'Product Type' });
    await userEvent.click(within(types).getByRole('checkbox', { name: /^Pan \(/ }));
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove Product Type: Pan' })).toBeVisible();
    await waitFor(() => expect(window.location.search).toBe('?product-types=pan'));
  });

  it('reads a trap type from the URL as its chip', async () => {
    renderCatalogue({ path: '/au/products/sanitaryware/toilet-pans/?trap-type=Skew+Trap' });
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove Trap Type: Skew Trap' }),
    ).toBeVisible();
    await waitFor(async () => expect(await cardNames()).toEqual(['Liano Back-to-Wall Pan']));
  });

  it("titles a shower listing's WELS flow rates 'Wels With flow Rate #1' and '#2', chips too", async () => {
    renderCatalogue({ path: '/au/products/showers/' });
    await waitFor(async () => expect(await cardNames()).toEqual(['Urbane Twin Shower']));
    const aside = await panel();
    expect(
      within(aside).getByRole('button', { name: 'Wels With flow Rate #1 (L/min)' }),
    ).toBeInTheDocument();
    const second = within(aside).getByRole('group', { name: 'Wels With flow Rate #2 (L/min)' });
    expect(within(aside).queryByRole('group', { name: /^WELS Flow Rate/ })).toBeNull();

    await userEvent.click(
      within(second).getByRole('button', { name: 'Wels With flow Rate #2 (L/min)' }),
    );
    await userEvent.type(within(second).getByLabelText('Min (L/min)'), '8.5');
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(
      await within(chips).findByRole('button', {
        name: 'Remove Wels With flow Rate #2: from 8.5 L/min',
      }),
    ).toBeVisible();
  });

  it('keeps the WELS names on a sanitaryware listing, remaps them where products are mixed', async () => {
    const sanitaryware = renderCatalogue({ path: '/au/products/sanitaryware/' });
    await waitFor(async () => expect(await cardNames()).toContain('Contura Smart Bidet'));
    let aside = await panel();
    await waitFor(() =>
      expect(
        within(aside).getByRole('button', { name: 'WELS Flow Rate 1 (L/min)' }),
      ).toBeInTheDocument(),
    );
    expect(within(aside).queryByRole('button', { name: /Wels With flow Rate/ })).toBeNull();
    sanitaryware.unmount();

    renderCatalogue({ path: '/au/search?query=' });
    aside = await screen.findByRole('complementary', { name: 'Filter Product' });
    await waitFor(() =>
      expect(
        within(aside).getByRole('button', { name: 'Wels With flow Rate #1 (L/min)' }),
      ).toBeInTheDocument(),
    );
    expect(within(aside).queryByRole('button', { name: /^WELS Flow Rate/ })).toBeNull();
  });
});

describe('facet values by the catalogue’s display names (issue 33)', () => {
  const base = FIXTURE_PRODUCTS[0]!;
  const civic: typeof base = {
    ...base,
    productId: 'civic-hob-mixer',
    name: 'Civic Hob Mixer',
    range: 'civic-collection',
    sectors: ['105', '107', '108'],
    'product-types': ['mixer', 'hob-mixer'],
  };

  it('reads sectors, collections and product types as the catalogue names them', async () => {
    server.use(...catalogueHandlers({ records: [civic] }));
    renderCatalogue({ path: '/au/products/tapware/' });
    await waitFor(async () => expect(await cardNames()).toEqual(['Civic Hob Mixer']));
    const aside = await panel();
    const sectors = within(aside).getByRole('group', { name: 'Sector' });
    // Past the first groups, Sector starts closed: the visitor opens it.
    await userEvent.click(within(sectors).getByRole('button', { name: 'Sector' }));
    for (const name of [
      'Retail & hospitality',
      'Entertainment, recreation & transport',
      'Government & defence',
    ])
      expect(within(sectors).getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeVisible();
    const collections = within(aside).getByRole('group', { name: 'Collection' });
    expect(within(collections).getByRole('checkbox', { name: /^Civic Collection/ })).toBeVisible();
    const types = within(aside).getByRole('group', { name: 'Product Type' });
    await userEvent.click(within(types).getByRole('checkbox', { name: /^Hob mixer/ }));
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove Product Type: Hob mixer' }),
    ).toBeVisible();
  });
});

describe('listedFamily', () => {
  it('is the family whose top category counts every hit', () => {
    expect(listedFamily({ Sanitaryware: 3, 'Toilet Pans': 2 }, 3)).toBe('sanitaryware');
    expect(listedFamily({ Sanitaryware: 2, Showers: 1 }, 3)).toBeUndefined();
    expect(listedFamily({ Showers: 1 }, 1)).toBe('showers');
    expect(listedFamily(undefined, 3)).toBeUndefined();
    expect(listedFamily({}, 0)).toBeUndefined();
  });
});
