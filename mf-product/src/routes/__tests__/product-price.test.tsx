import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Product } from '@specify/contracts';
import { renderProductAt } from '../../testing/render-product';
import { server, setUpProductServer } from '../../testing/product-server';
import { LUNA, LUNA_PATH, otherProduct } from '../../testing/product-fixtures';

setUpProductServer();

/** A product with its first variant on sale in one market, at `discountedCents`. */
function onSale(country: 'AU' | 'NZ', discountedCents: number, product = LUNA): Product {
  const [first, ...rest] = product.variants;
  const prices = first!.prices.map((price) =>
    price.country === country
      ? { ...price, discounted: { ...price.value, centAmount: discountedCents } }
      : price,
  );
  return { ...product, variants: [{ ...first!, prices }, ...rest] };
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

async function header() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
  return within(heading.closest('header')!);
}

describe('the product page price (storefront §9)', () => {
  it('shows a discounted price beside the struck-through RRP with the rounded percent', async () => {
    // 349.00 → 279.00 is 20.06% off: rounded to 20.
    serve(onSale('AU', 27900));
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const top = await header();
    expect(top.getByText('$279.00')).toBeInTheDocument();
    expect(top.getByText('RRP $349.00').tagName).toBe('DEL');
    expect(top.getByText('20% off')).toBeInTheDocument();
    expect(top.getByText('(inc. GST)')).toBeInTheDocument();
  });

  it("shows the RRP alone where the viewer's market has no discount", async () => {
    serve(onSale('NZ', 30000));
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const top = await header();
    expect(top.getByText('RRP $349.00').tagName).not.toBe('DEL');
    expect(top.queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('shows the discount on a related product card too', async () => {
    server.use(
      http.post('/action/product/getRelatedProducts', () =>
        HttpResponse.json({
          data: { items: [onSale('AU', 26175, otherProduct(2001, 'Urbane Basin Mixer'))] },
        }),
      ),
    );
    renderProductAt(`/au/product/${LUNA_PATH}/`);
    const row = await screen.findByRole('group', { name: 'Related Products' });
    const card = within(
      within(row).getByRole('link', { name: 'Urbane Basin Mixer' }).closest('article')!,
    );
    expect(card.getByText('$261.75')).toBeInTheDocument();
    expect(card.getByText('RRP $349.00').tagName).toBe('DEL');
    expect(card.getByText('25% off')).toBeInTheDocument();
  });
});
