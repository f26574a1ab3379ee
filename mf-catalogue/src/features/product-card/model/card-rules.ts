import { bimProductHref, listingTrail, productHref, type ListingTrail } from '@specify/contracts';
import type { ListingContext } from '../../../lib/listing-from-route';
import type { CardProduct, CardVariant } from './card-product';

/** Colour dropdown entries need a colour or an item code (spec §5). */
export function variantOptions(product: CardProduct): { index: number; label: string }[] {
  return product.variants.flatMap((variant, index) => {
    const label = variant.colour ?? (variant.itemCode || undefined);
    return label ? [{ index, label }] : [];
  });
}

/**
 * `{locale}{product url}` with the page's suffix: sr=1, category=, collection=; the BIM library's
 * cards lead to the variant's BIM page (fromBim=true).
 * `category=` is the category the page names, else the product's own where the page asks for it.
 */
export function productLink(
  product: CardProduct,
  variant: CardVariant,
  context: Pick<ListingContext, 'market' | 'link'>,
): string {
  const { categoryOfProduct, ...link } = context.link;
  if (link.fromBim)
    return bimProductHref({
      market: context.market,
      slug: product.slug,
      ...(variant.colour ? { colour: variant.colour } : {}),
      sku: variant.sku,
    });
  const category = link.category ?? (categoryOfProduct ? product.categoryPath : undefined);
  return productHref({
    market: context.market,
    slug: product.slug,
    ...(variant.colour ? { colour: variant.colour } : {}),
    sku: variant.sku,
    ...link,
    ...(category ? { category } : {}),
  });
}

/**
 * The listing a product link leads from, as the product page's breadcrumb reads it (storefront
 * §2): the collection or category its link names; none from a listing that names neither (BIM).
 */
export function listingTrailOf(
  product: CardProduct,
  context: Pick<ListingContext, 'link'>,
): ListingTrail | undefined {
  const { collection, category, categoryOfProduct } = context.link;
  if (collection) return listingTrail('collection', collection);
  const path = category ?? (categoryOfProduct ? product.categoryPath : undefined);
  return path ? listingTrail('category', path) : undefined;
}
