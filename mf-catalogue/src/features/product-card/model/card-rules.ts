import type { Market, SessionKind } from '@specify/contracts';
import { productHref } from '@specify/contracts';
import type { ListingContext } from '../../../lib/listing-from-route';
import type { CardProduct, CardVariant } from './card-product';

/**
 * Price block (spec §5 "Price block", §6): a contact-us button instead of the RRP when the viewer
 * is not an internal user and the variant is internal-only, or, on au, builder range.
 */
export function showsContactUs(variant: CardVariant, market: Market, viewer: SessionKind): boolean {
  if (viewer === 'internal') return false;
  if (variant.internalOnly) return true;
  return market === 'au' && variant.builderRange;
}

/** Lead Free mark: the item code ends in AF or LF (spec §5 "Listing regions"). */
export function isLeadFree(variant: CardVariant): boolean {
  return /(AF|LF)$/i.test(variant.itemCode.trim());
}

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
