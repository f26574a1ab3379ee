import { saveBlob, escapeHtml } from '@specify/ui/files';
import type { Market, Product, SpecificationRow, Variant } from '@specify/contracts';
import {
  GST_LABEL,
  MARKET_DEFINITIONS,
  formatMoney,
  formatRrp,
  siteHeaders,
} from '@specify/contracts';
import { marketPrice, type MarketPrice } from '@specify/contracts/catalogue/rules';
import { originalImageUrl, slugify } from '@specify/contracts/catalogue/files';
import { productPdfUrl, type ProductPdfRequest } from '@specify/contracts/api/product-pdf';

export interface PrintContent {
  product: Product;
  variant: Variant;
  market: Market;
  /** The price line, or undefined where the price rule hides it. */
  showPrice: boolean;
  rows: SpecificationRow[];
}

/** The price line as printed: the RRP, or on sale the discounted price, the RRP and the percent. */
function priceLine({ price, discounted }: MarketPrice, market: Market): string {
  const rrp = formatRrp(price, { market, context: 'page' });
  if (!discounted) return `${rrp} ${GST_LABEL}`;
  const now = formatMoney(discounted.price, { market, context: 'page' });
  return `${now} (was ${rrp}, ${discounted.percent}% off) ${GST_LABEL}`;
}

/**
 * The product's print view as one HTML document: name, codes, price, the product image and line
 * diagram side by side, and the specification rows. Its links are this site's own paths, which
 * the PDF service loads from this site and nowhere else.
 */
export function productPrintHtml({ product, variant, market, showPrice, rows }: PrintContent) {
  const name = product.name[MARKET_DEFINITIONS[market].languageTag];
  const image = variant.images[0];
  const diagram = variant.lineDiagramList[0];
  const price = marketPrice(variant.prices, market);
  const figure = (src: string | undefined, alt: string) =>
    src
      ? `<figure><img src="${escapeHtml(originalImageUrl(src))}" alt="${escapeHtml(alt)}"></figure>`
      : '';
  return `<!doctype html>
<html lang="${MARKET_DEFINITIONS[market].languageTag}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(name)}</title>
<style>
  body { font-family: Helvetica, Arial, sans-serif; color: #1d2327; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 4pt; }
  .codes { color: #555; margin: 0 0 12pt; }
  .price { font-size: 13pt; font-weight: bold; margin: 0 0 12pt; }
  .pictures { display: flex; gap: 12pt; margin: 0 0 16pt; }
  .pictures figure { flex: 1; margin: 0; border: 1px solid #ddd; padding: 8pt; }
  .pictures img { width: 100%; height: 220pt; object-fit: contain; }
  table { width: 100%; border-collapse: collapse; font-size: 10pt; }
  th, td { text-align: left; padding: 4pt 6pt; border-bottom: 1px solid #e5e5e5; }
  th { width: 40%; font-weight: normal; color: #555; }
</style>
</head>
<body>
<h1>${escapeHtml(name)}</h1>
<p class="codes">${escapeHtml(variant.attributes['item-code'])} · ${escapeHtml(variant.sku)}${
    variant.attributes.colour ? ` · ${escapeHtml(variant.attributes.colour)}` : ''
  }</p>
${showPrice && price ? `<p class="price">${escapeHtml(priceLine(price, market))}</p>` : ''}
<div class="pictures">${figure(image, name)}${figure(diagram, `${name} line diagram`)}</div>
<table><tbody>${rows
    .map((row) => `<tr><th>${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`)
    .join('')}</tbody></table>
</body>
</html>`;
}

/** `{sku}-{item-name}.pdf` (storefront §4 "Product PDF download"). */
export function pdfFileName(variant: Variant): string {
  return `${variant.sku}-${slugify(variant.attributes['item-name'])}.pdf`;
}

/**
 * Posts the print view to the PDF service and saves the answer. A failure is only logged
 * (storefront §4): the button's busy state ends either way.
 */
export async function downloadProductPdf(market: Market, content: PrintContent): Promise<void> {
  try {
    const request: ProductPdfRequest = { html: productPrintHtml(content), noPageMargins: false };
    const response = await fetch(productPdfUrl(market), {
      method: 'POST',
      // As every write of the site's: the market and the CSRF token (double submit).
      headers: { 'content-type': 'application/json', ...siteHeaders(market) },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`Failed to generate PDF ${response.statusText}`);
    saveBlob(await response.blob(), pdfFileName(content.variant));
  } catch (error) {
    console.error(error);
  }
}
