import { productHref } from '@specify/contracts';
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
 * `{locale}{product url}` with the page's suffix: sr=1, category=, collection=, fromBim=true.
 * `category=` is the category the page names, else the product's own where the page asks for it.
 */
export function productLink(
  product: CardProduct,
  variant: CardVariant,
  context: Pick<ListingContext, 'market' | 'link'>,
): string {
  const { categoryOfProduct, ...link } = context.link;
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
