import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { navigateTo } from './page-location';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (`/au/products/tapware/`). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.currentTarget.hasAttribute('download') ||
    (target !== null && target !== '_self')
  );
}

/**
 * A link to a page of the site: a real `<a href>` (middle click, copy link and no-script work),
 * followed without a page load on a plain click.
 */
export function PageLink({ to, replace, onClick, ...anchor }: PageLinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        // A link to the page already shown adds no history entry (as react-router's Link).
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        navigateTo(to, { replace: replace ?? to === here });
      }}
    />
  );
}
