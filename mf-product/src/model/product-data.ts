import type { BundleItem, Market, Product, SessionKind, Variant } from '@specify/contracts';
import { storeKeyOf } from '@specify/contracts';
import { useAction } from '@specify/ui/api';
import { referencedCodes } from './specifications';

/** Related products: 15 fetched, 12 shown (storefront §9). */
export const RELATED_FETCH_LIMIT = 15;
export const RELATED_SHOWN = 12;

/** What a slider shows: internal-only products never reach a viewer who is not internal (§6). */
export function sliderProducts(products: Product[], viewer: SessionKind): Product[] {
  return products
    .filter((product) => viewer === 'internal' || !product.attributesAlgolia.IsGWAInternal)
    .slice(0, RELATED_SHOWN);
}

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Related products of a product (limit 15), without the product itself. */
export function useRelatedProducts(product: Product): Product[] {
  const related = useAction(
    'product/getRelatedProducts',
    { productId: product.productId, limit: RELATED_FETCH_LIMIT },
    QUIET,
  );
  return (related.data?.data.items ?? []).filter((item) => item.productId !== product.productId);
}

/**
 * Where a product's companions come from: the rest of its range (the mixer's basin, spout and
 * towel rail), or, for a product in no range, the rest of its brand.
 */
export function companionsQuery(product: Product): { range: string } | { brand: string } {
  const { range, brand } = product.attributesAlgolia;
  return range ? { range } : { brand };
}

/**
 * The lists around a product: bundle components and spare parts of the variant (getBundleData),
 * related products and the frequently-bought-together row (its range's or brand's, limit 15). A list that
 * fails to load is empty (storefront §8), so its section hides.
 */
export function useProductLists(product: Product, variant: Variant, market: Market) {
  const bundleCodes = referencedCodes(variant, 'bundle-references');
  const spareCodes = referencedCodes(variant, 'spare-references');
  const components = useAction(
    'product/getBundleData',
    bundleCodes.length > 0 ? { variant: bundleCodes, storeKey: storeKeyOf(market) } : null,
    QUIET,
  );
  const spares = useAction(
    'product/getBundleData',
    spareCodes.length > 0 ? { variant: spareCodes, storeKey: storeKeyOf(market) } : null,
    QUIET,
  );
  const relatedItems = useRelatedProducts(product);
  const boughtTogether = useAction(
    'product/query',
    { query: companionsQuery(product), limit: RELATED_FETCH_LIMIT },
    QUIET,
  );
  const relatedIds = new Set(relatedItems.map((item) => item.productId));
  const kind = product.categories.at(-1)?.categoryId;
  return {
    components: (components.data?.items ?? []) as BundleItem[],
    spares: (spares.data?.items ?? []) as BundleItem[],
    related: relatedItems,
    // Companions, not alternatives: another product of the same kind is a related product.
    boughtTogether: (boughtTogether.data?.data.items ?? []).filter(
      (item) =>
        item.productId !== product.productId &&
        !relatedIds.has(item.productId) &&
        item.categories.at(-1)?.categoryId !== kind,
    ),
  };
}
