import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product, Variant } from '@specify/contracts';
import { renderProductAt } from '../../testing/render-product';
import { server, setUpProductServer } from '../../testing/product-server';
import { LUNA, LUNA_PATH } from '../../testing/product-fixtures';

setUpProductServer();

/** Luna with the attributes the §9 labels name, as a product of `family`. */
function withFittings(family: Product['family'], items: Variant['attributes']['item-attributes']) {
  const variants = LUNA.variants.map((variant) => ({
    ...variant,
    attributes: {
      ...variant.attributes,
      measures: { ...variant.attributes.measures, 'cartridge-size': 35 },
      'item-attributes': [...variant.attributes['item-attributes'], ...items],
    },
  }));
  return { ...LUNA, family, variants };
}

function serve(product: Product) {
  server.use(
    http.post('/action/product/getProduct', () =>
      HttpResponse.json({
        product: { ...product, selectedVariant: product.variants[0], _url: '/x' },
      }),
    ),
  );
}

/** The Technical Information's Specifications table, row by row. */
async function specificationRows() {
  const technical = await screen.findByRole('region', { name: 'Technical Information' });
  const heading = within(technical).getByRole('heading', { name: 'Specifications' });
  const table = heading.nextElementSibling as HTMLElement;
  return within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

const WELS = [
  { name: 'wels-flow-rate-1', value: 7.5 },
  { name: 'wels-flow-rate-2', value: 9 },
];

describe('specification labels (storefront §9 "Some labels are remapped")', () => {
  it("a tapware product reads its WELS flow rates as 'Wels With flow Rate #1' and '#2', with Cartridge Size", async () => {
    serve(withFittings('tapware', WELS));
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const rows = await specificationRows();
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Cartridge Size (mm)', '35'],
        ['Wels With flow Rate #1 (L/min)', '7.5'],
        ['Wels With flow Rate #2 (L/min)', '9'],
        ['Depth (mm)', '120'],
      ]),
    );
    expect(rows.map(([label]) => label)).not.toContain('WELS Flow Rate 1 (L/min)');
  });

  it('a sanitaryware product keeps the WELS names and shows its Trap Type and Cleanflush', async () => {
    serve(
      withFittings('sanitaryware', [
        ...WELS,
        { name: 'trap-type', value: 'S Trap' },
        { name: 'cleanflush', value: true },
      ]),
    );
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const rows = await specificationRows();
    expect(rows).toEqual(
      expect.arrayContaining([
        ['WELS Flow Rate 1 (L/min)', '7.5'],
        ['WELS Flow Rate 2 (L/min)', '9'],
        ['Trap Type', 'S Trap'],
        ['Cleanflush', 'Yes'],
        ['Cartridge Size (mm)', '35'],
      ]),
    );
    expect(rows.map(([label]) => label)).not.toContain('Wels With flow Rate #1 (L/min)');
  });

  it('a cistern shows its named Capacity Size, its capacity in L and a false flag as No', async () => {
    const cistern = withFittings('sanitaryware', [{ name: 'dual-flush', value: false }]);
    serve({
      ...cistern,
      variants: cistern.variants.map((variant) => ({
        ...variant,
        attributes: {
          ...variant.attributes,
          'capacity-size': '4.5/3L',
          measures: { ...variant.attributes.measures, capacity: 4.5 },
        },
      })),
    });
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    expect(await specificationRows()).toEqual(
      expect.arrayContaining([
        ['Capacity Size', '4.5/3L'],
        ['Capacity (L)', '4.5'],
        ['Overall Height (mm)', '180'],
        ['Flow Rate (L/min)', '6.5'],
        ['Dual Flush', 'No'],
      ]),
    );
  });
});
