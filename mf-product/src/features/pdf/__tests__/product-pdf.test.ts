import { LUNA } from '../../../testing/product-fixtures';
import { productPrintHtml } from '../product-pdf';

const [chrome] = LUNA.variants;

function printed(prices = chrome!.prices) {
  return productPrintHtml({
    product: LUNA,
    variant: { ...chrome!, prices },
    market: 'au',
    showPrice: true,
    rows: [],
  });
}

describe('the print view price line', () => {
  it('prints the RRP with the GST label', () => {
    expect(printed()).toContain('<p class="price">RRP $349.00 (inc. GST)</p>');
  });

  it('prints a discounted price with the RRP it replaces and the rounded percent', () => {
    const prices = chrome!.prices.map((price) =>
      price.country === 'AU'
        ? { ...price, discounted: { ...price.value, centAmount: 27900 } }
        : price,
    );
    expect(printed(prices)).toContain(
      '<p class="price">$279.00 (was RRP $349.00, 20% off) (inc. GST)</p>',
    );
  });
});
