/**
 * The listing a product page was opened from, remembered for the session (storefront §2 "Product
 * detail screen"): listings write it when a product link is opened, the product page reads it for
 * its breadcrumb. One key and one shape, so the two remotes agree.
 */
export const PRODUCT_TRAIL_STORAGE_KEY = 'specify:product-trail';

/** A category path (`tapware/basin-mixers`) or a collection path (`luna`) below its route. */
export interface ListingTrail {
  kind: 'category' | 'collection';
  path: string;
}

const SAFE_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i;
const MAX_PATH_LENGTH = 300;

/** A trail only from a plain path: stored or query values never reach a link otherwise. */
export function listingTrail(kind: unknown, path: unknown): ListingTrail | undefined {
  if (kind !== 'category' && kind !== 'collection') return undefined;
  if (typeof path !== 'string') return undefined;
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed.length <= MAX_PATH_LENGTH && SAFE_PATH.test(trimmed)
    ? { kind, path: trimmed }
    : undefined;
}

/** The stored trail, or undefined when none is stored or the stored value is not one. */
export function readListingTrail(storage: Pick<Storage, 'getItem'>): ListingTrail | undefined {
  const stored = storage.getItem(PRODUCT_TRAIL_STORAGE_KEY);
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    return listingTrail(
      (parsed as Partial<ListingTrail>).kind,
      (parsed as Partial<ListingTrail>).path,
    );
  } catch {
    return undefined;
  }
}

/** Remembers the trail, or forgets the last one when this listing has none to give. */
export function writeListingTrail(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  trail: ListingTrail | undefined,
): void {
  if (trail) storage.setItem(PRODUCT_TRAIL_STORAGE_KEY, JSON.stringify(trail));
  else storage.removeItem(PRODUCT_TRAIL_STORAGE_KEY);
}
