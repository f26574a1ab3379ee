/** A slider moves only once a swipe has travelled this far (storefront §9), in every remote. */
export const SWIPE_THRESHOLD_PX = 50;
