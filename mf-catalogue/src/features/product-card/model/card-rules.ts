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

/** `{locale}{product url}` with the page's suffix: sr=1, category=, collection=, fromBim=true. */
export function productLink(
  product: CardProduct,
  variant: CardVariant,
  context: Pick<ListingContext, 'market' | 'link'>,
): string {
  return productHref({
    market: context.market,
    slug: product.slug,
    ...(variant.colour ? { colour: variant.colour } : {}),
    sku: variant.sku,
    ...context.link,
  });
}
