// MSW fixtures of the product actions, files and the PDF service: for jest (product-server.ts)
// and the standalone harness in the browser, so nothing here may import msw/node.
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { CSRF_HEADER, productHref, type ActionErrorBody, type Product } from '@specify/contracts';
import { productPdfRequestSchema } from '@specify/contracts/api/product-pdf';
import { createWishlistFake } from '@specify/ui/testing';
import { downloadFiles } from '@specify/contracts/catalogue/downloads';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import { BOUGHT_TOGETHER, BUNDLE_ITEMS, LUNA, RELATED } from './product-fixtures';

/** What the fixtures were asked, in order (the PDF service also notes the CSRF header it got). */
export const requests: { name: string; body: unknown; csrf?: string | null }[] = [];
/** The viewer the fixture platform answers for (the session cookie, in the real one). */
export const fixtureViewer = { internal: false };
/** Files the fixture file server refuses, to exercise a failing download. */
export const brokenFiles = new Set<string>();
/** Every file fetched, with its query. */
export const fileRequests: string[] = [];

function missing() {
  const message = 'This product you have selected may no longer be available.';
  const body: ActionErrorBody = {
    isError: true,
    statusCode: 404,
    code: 'error.product.unavailable',
    message,
    error: { message },
  };
  return HttpResponse.json(body, { status: 404 });
}

const CATALOGUE: Product[] = [LUNA, ...RELATED, ...BOUGHT_TOGETHER];

/** The platform's wishlist actions over the fixture variants (the fake every front end shares). */
export const wishlist = createWishlistFake(
  Object.fromEntries(
    CATALOGUE.flatMap((product) =>
      product.variants.map((variant) => [
        variant.sku,
        {
          sku: variant.sku,
          productId: product.productId,
          productSlug: product.slug,
          name: product.name['en-AU'],
          ...(variant.images[0] ? { image: variant.images[0] } : {}),
          isOnStock: variant.isOnStock,
          url: productHref({
            market: 'au',
            slug: product.slug,
            colour: variant.attributes.colour,
            sku: variant.sku,
          }),
        },
      ]),
    ),
  ),
  { onWrite: (name, body) => requests.push({ name, body }) },
);

function find(path: string) {
  for (const raw of CATALOGUE) {
    const product = visibleProduct(raw, fixtureViewer.internal);
    if (!product || !path.startsWith(`${product.slug}-`)) continue;
    const variant = product.variants.find((entry) => path.endsWith(`-${entry.sku}`));
    if (variant) return { product, variant };
  }
  return undefined;
}

/** A variant by its sku with its product (the quick view asks so), as the viewer may see it. */
function findSku(sku: string) {
  for (const raw of CATALOGUE) {
    const product = visibleProduct(raw, fixtureViewer.internal);
    const variant = product?.variants.find((entry) => entry.sku === sku);
    if (product && variant) return { product, variant };
  }
  return undefined;
}

async function body(request: Request): Promise<Record<string, unknown>> {
  return (await request.json().catch(() => ({}))) as Record<string, unknown>;
}

export const productHandlers = [
  ...wishlist.handlers,
  http.post('/action/product/getProduct', async ({ request }) => {
    const input = await body(request);
    requests.push({ name: 'product/getProduct', body: input });
    const match = input.sku ? findSku(String(input.sku)) : find(String(input.path ?? ''));
    if (!match) return missing();
    const { product, variant } = match;
    return HttpResponse.json({ product: { ...product, selectedVariant: variant, _url: '/x' } });
  }),
  // The platform's own rules over the fixture variants, as the real action applies them.
  http.post('/action/product/downloadFiles', async ({ request }) => {
    const input = await body(request);
    requests.push({ name: 'product/downloadFiles', body: input });
    const variant = findSku(String(input.sku ?? ''))?.variant;
    if (!variant) return missing();
    return HttpResponse.json({
      sku: variant.sku,
      files: downloadFiles(variant.attributes.downloads),
    });
  }),
  http.post('/action/product/getBundleData', async ({ request }) => {
    const input = await body(request);
    requests.push({ name: 'product/getBundleData', body: input });
    const codes = (input.variant as string[]) ?? [];
    return HttpResponse.json({ items: codes.flatMap((code) => BUNDLE_ITEMS[code] ?? []) });
  }),
  http.post('/action/product/getRelatedProducts', async ({ request }) => {
    requests.push({ name: 'product/getRelatedProducts', body: await body(request) });
    // Like any answer, it may hold an item a stricter client rule must still drop.
    return HttpResponse.json({ data: { items: RELATED } });
  }),
  http.post('/action/product/query', async ({ request }) => {
    requests.push({ name: 'product/query', body: await body(request) });
    return HttpResponse.json({ data: { items: [LUNA, ...BOUGHT_TOGETHER] } });
  }),
  http.get('/files/*', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    fileRequests.push(`${pathname}${search}`);
    if (brokenFiles.has(pathname)) return new HttpResponse(null, { status: 500 });
    return new HttpResponse(new TextEncoder().encode(`file ${pathname}`), {
      headers: { 'content-type': 'application/octet-stream' },
    });
  }),
  http.post('/:market/api/pdf-my-html/', async ({ request }) => {
    const sent = await body(request);
    requests.push({ name: 'pdf-my-html', body: sent, csrf: request.headers.get(CSRF_HEADER) });
    // The platform's schema (@specify/contracts/api/product-pdf), so a request it refuses fails here.
    if (!v.safeParse(productPdfRequestSchema, sent).success)
      return HttpResponse.json({ isError: true, message: 'Invalid request' }, { status: 400 });
    return new HttpResponse(new TextEncoder().encode('%PDF-1.7'), {
      headers: { 'content-type': 'application/pdf' },
    });
  }),
];
