// A product page's first paint (@specify/contracts/composition/first-paint): its crumbs and the
// gallery's first picture, drawn by the components the page draws them with, so the platform can
// put them into the HTML and a visitor sees the product before any script has loaded. The
// product's header (its price depends on who is signed in) comes with the page itself. Built for
// Node into the release (webpack.config.cjs); never part of the browser's bundles.
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { MARKET_DEFINITIONS, matchRoute } from '@specify/contracts';
import { getProductResponseSchema } from '@specify/contracts/api/catalogue';
import type { RenderFirstPaint } from '@specify/contracts/composition/first-paint';
import { BreadcrumbTrail } from '@specify/ui';
import { Gallery } from '../features/gallery/gallery';
import { gallerySlides } from '../features/gallery/gallery-slides';
import { MessagesProvider, useMessages } from '../i18n/messages';
import { productCrumbs, trailFromQuery } from '../model/breadcrumb';
import { productHead } from '../model/product-head';
import { variantAtPath } from '../model/product-path';
import type { Market, Product, Variant } from '@specify/contracts';
import '../product.css';

/** The style sheet the server build writes beside the browser's files (webpack.config.cjs). */
export const FIRST_PAINT_STYLESHEET = 'first-paint.css';

function ProductTop({
  product,
  variant,
  market,
  search,
}: {
  product: Product;
  variant: Variant;
  market: Market;
  search: string;
}) {
  const t = useMessages();
  return (
    <section className="product-page" aria-label={t('product.region')}>
      <BreadcrumbTrail
        crumbs={productCrumbs(product, market, trailFromQuery(new URLSearchParams(search)))}
      />
      <div className="product-top">
        <Gallery
          name={product.name[MARKET_DEFINITIONS[market].languageTag]}
          slides={gallerySlides(variant)}
        />
      </div>
    </section>
  );
}

export const renderFirstPaint: RenderFirstPaint = async ({
  market,
  pathname,
  search,
  readAction,
}) => {
  const route = matchRoute(pathname, market);
  if (route?.name !== 'product') return undefined;
  const productPath = String(route.params.productPath);
  const answer = v.safeParse(
    getProductResponseSchema,
    await readAction('product/getProduct', { path: productPath }),
  );
  if (!answer.success) return undefined;
  const { product } = answer.output;
  // The variant the page shows, by the page's own rule (model/use-product).
  const variant = variantAtPath(product, productPath) ?? product.selectedVariant;
  const html = renderToStaticMarkup(
    <MessagesProvider market={route.market}>
      <ProductTop product={product} variant={variant} market={route.market} search={search} />
    </MessagesProvider>,
  );
  return { html, stylesheet: FIRST_PAINT_STYLESHEET, ...productHead(product, route.market) };
};
