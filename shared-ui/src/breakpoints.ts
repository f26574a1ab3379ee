/** The spec's breakpoint set (storefront §9), in px, smallest first. */
export const BREAKPOINTS = [320, 480, 600, 800, 1024, 1280, 1366, 1440, 1680, 1920] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Below this width the main menu is a side drawer; the product page's side nav stops sticking. */
export const NAV_BREAKPOINT: Breakpoint = 1024;

/** A media query for "at least this wide", for `matchMedia`. */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoint}px)`;
}
