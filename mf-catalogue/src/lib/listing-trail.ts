import { writeListingTrail, type ListingTrail } from '@specify/contracts';

/**
 * Remembers, for the session, the listing a product link was opened from, so the product page's
 * breadcrumb leads back to it (storefront §2); a listing with no trail forgets an older one.
 */
export function rememberListingTrail(trail: ListingTrail | undefined): void {
  try {
    writeListingTrail(window.sessionStorage, trail);
  } catch {
    // Storage may be off (private mode): the product page falls back to its own category path.
  }
}
