import { FIRST_PAINT_ATTRIBUTE } from '@specify/contracts/composition/first-paint';
import type { RemoteName } from '@specify/contracts';

/** The platform's first paint in a remote's region, once the boot has moved it there. */
export function firstPaintIn(region: HTMLElement | undefined): HTMLElement | undefined {
  return region?.querySelector<HTMLElement>(`:scope > [${FIRST_PAINT_ATTRIBUTE}]`) ?? undefined;
}

/**
 * Moves the first paint the platform put at the end of the page into its remote's region, right
 * after the chrome's first render made the region (same task, so no frame shows the page without
 * it): there the region keeps it until the remote shows its own content. A first paint of a
 * remote that does not own the page, or without its region, is dropped.
 */
export function adoptFirstPaint(
  owner: RemoteName | undefined,
  regionOf: (remote: RemoteName) => HTMLElement | null,
) {
  for (const paint of document.querySelectorAll<HTMLElement>(`body > [${FIRST_PAINT_ATTRIBUTE}]`)) {
    const region =
      owner && paint.getAttribute(FIRST_PAINT_ATTRIBUTE) === owner ? regionOf(owner) : null;
    if (region) region.append(paint);
    else paint.remove();
  }
}
