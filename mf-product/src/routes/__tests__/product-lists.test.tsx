import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderProductAt } from '../../testing/render-product';
import { requests, server, setUpProductServer } from '../../testing/product-server';
import { BUNDLE_ITEMS, LUNA, LUNA_PATH, otherProduct } from '../../testing/product-fixtures';
import { companionsQuery } from '../../model/product-data';

setUpProductServer();

const LUNA_URL = `/au/product/${LUNA_PATH}/`;

function asked(name: string) {
  return requests.filter((request) => request.name === name).map((request) => request.body);
}

async function sideNavigation() {
  const nav = await screen.findByRole('navigation', { name: 'On this page' });
  // The related row loads last of the lists the page asks for.
  await within(nav).findByRole('link', { name: 'Related Products' });
  return nav;
}

describe("the product page's lists (storefront §7, §9)", () => {
  // Luna's variant references one bundle component and two spare parts.
  const LISTS = {
    Components: { codes: ['BUNDLE1'], other: 'Spare Parts' },
    'Spare Parts': { codes: ['SPARE1', 'SPARE2'], other: 'Components' },
  } as const;

  it.each([
    ['Components', 'empty'],
    ['Components', 'failed'],
    ['Spare Parts', 'empty'],
    ['Spare Parts', 'failed'],
  ] as const)(
    'hides %s, section and navigation entry, when getBundleData is %s',
    async (title, outcome) => {
      const { codes, other } = LISTS[title];
      server.use(
        http.post('/action/product/getBundleData', async ({ request }) => {
          const body = (await request.json()) as { variant: string[] };
          requests.push({ name: 'product/getBundleData', body });
          if (body.variant.join() !== codes.join())
            return HttpResponse.json({ items: body.variant.map((code) => BUNDLE_ITEMS[code]) });
          return outcome === 'empty'
            ? HttpResponse.json({ items: [] })
            : HttpResponse.json({ isError: true, message: 'down' }, { status: 503 });
        }),
      );
      renderProductAt(LUNA_URL);
      const nav = await sideNavigation();
      // The other list, asked at the same time, arrives: this one has had its answer too.
      expect(await screen.findByRole('region', { name: other })).toBeInTheDocument();
      await waitFor(() => expect(asked('product/getBundleData')).toHaveLength(2));
      expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: title })).not.toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: other })).toBeInTheDocument();
      // A list that could not load is not the page failing.
      expect(screen.getByRole('heading', { level: 1, name: 'Luna Basin Mixer' })).toBeVisible();
      expect(
        screen.queryByText('The product could not be loaded right now.'),
      ).not.toBeInTheDocument();
    },
  );

  it('asks getBundleData for both lists by item code with the market store key', async () => {
    renderProductAt(LUNA_URL);
    await sideNavigation();
    await waitFor(() =>
      expect(asked('product/getBundleData')).toEqual(
        expect.arrayContaining([
          { variant: ['BUNDLE1'], storeKey: 'specify-au' },
          { variant: ['SPARE1', 'SPARE2'], storeKey: 'specify-au' },
        ]),
      ),
    );
  });

  it('draws frequently bought together from the range (limit 15): companions, not the same kind', async () => {
    renderProductAt(LUNA_URL);
    await sideNavigation();
    expect(asked('product/query')).toEqual([{ query: { range: 'luna' }, limit: 15 }]);
    const row = screen.getByRole('group', { name: 'Frequently bought together' });
    expect(within(row).getByRole('link', { name: 'Luna Towel Rail' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Luna Basin Mixer' })).not.toBeInTheDocument();
    // Another basin mixer is an alternative, not a companion.
    expect(
      within(row).queryByRole('link', { name: 'Luna Tall Basin Mixer' }),
    ).not.toBeInTheDocument();
  });

  it("draws a product's companions from its brand when it is in no range", () => {
    const unranged = { ...LUNA.attributesAlgolia, range: undefined };
    expect(companionsQuery({ ...LUNA, attributesAlgolia: unranged })).toEqual({ brand: 'kinnear' });
  });

  it('fetches 15 related products and shows 12', async () => {
    const related = Array.from({ length: 15 }, (_, index) =>
      otherProduct(5001 + index, `Related Mixer ${index + 1}`),
    );
    server.use(
      http.post('/action/product/getRelatedProducts', async ({ request }) => {
        const body = (await request.json()) as { limit: number };
        requests.push({ name: 'product/getRelatedProducts', body });
        return HttpResponse.json({ data: { items: related.slice(0, body.limit) } });
      }),
    );
    renderProductAt(LUNA_URL);
    await sideNavigation();
    expect(asked('product/getRelatedProducts')).toEqual([{ productId: 'prd-1234', limit: 15 }]);
    const row = screen.getByRole('group', { name: 'Related Products' });
    const names = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(related.slice(0, 12).map((product) => product.name['en-AU']));
  });
});
