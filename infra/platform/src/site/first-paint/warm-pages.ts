import * as v from 'valibot';
import {
  href,
  hrefOfPath,
  isRemoteName,
  matchRoute,
  productHref,
  type Market,
} from '@specify/contracts';
import { productCategoryPath } from '@specify/contracts/catalogue/listing-rules';
import { productHitSchema } from '@specify/contracts/search/hits';
import type { FirstPaintSearch, WarmPage } from './pool';

const firstHitSchema = v.object({
  results: v.tuple([v.object({ hits: v.tuple([productHitSchema]) })]),
});

/**
 * The pages the first-paint threads render as the platform starts (pool.ts warm): the market's
 * home and, from the catalogue as a visitor searches it, its newest product's page and that
 * product's listing. Real addresses with real reads, so the first visitor of each kind of page
 * finds its module's render and its reads' queries warm. Without a search, or a product, the
 * home alone.
 */
export async function warmPages(market: Market, search?: FirstPaintSearch): Promise<WarmPage[]> {
  const paths = [href('home', market)];
  const answer = await search
    ?.queriesIn(market)([
      { indexName: search.indices[market].products.newest, params: { hitsPerPage: 1 } },
    ])
    .catch(() => undefined);
  const found = v.safeParse(firstHitSchema, answer);
  if (found.success) {
    const [{ hits }] = found.output.results;
    const [product] = hits;
    const variant = product.variants[0];
    const category = productCategoryPath(product.categoryKeys);
    const listing = category && hrefOfPath(`/${market}/products/${category}/`, market);
    if (listing) paths.push(listing);
    if (product.slug && variant)
      paths.push(
        productHref({ market, slug: product.slug, colour: variant.colour, sku: variant.sku }),
      );
  }
  return paths.flatMap((pathname) => {
    const route = matchRoute(pathname, market);
    return route && isRemoteName(route.owner)
      ? [{ remote: route.owner, route: route.name, market, pathname }]
      : [];
  });
}
