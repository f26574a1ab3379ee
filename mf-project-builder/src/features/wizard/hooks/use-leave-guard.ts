import { useEffect, useRef } from 'react';

/** The link a click would follow inside the site, or undefined when the click is not ours to stop. */
function siteLinkOf(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return undefined;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads this page, and the browser asks through beforeunload.
  if (url.origin !== window.location.origin) return undefined;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `active`, leaving the page is stopped and asked about (project-builder.md §2 "Wizard"):
 * a click on a link inside the site goes to `onLeave` with its address instead (the wizard's
 * confirm modal), and closing or reloading the tab gets the browser's own prompt. Browsers show
 * their own words for that prompt; `message` is set as returnValue for those that read it.
 */
export function useLeaveGuard(
  active: boolean,
  onLeave: (href: string) => void,
  message: string,
): void {
  const leave = useRef(onLeave);
  leave.current = onLeave;

  useEffect(() => {
    if (!active) return;
    function beforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      event.returnValue = message;
      return message;
    }
    function click(event: MouseEvent) {
      const href = siteLinkOf(event);
      if (!href) return;
      // Before the link's own handler (single-spa's navigateToUrl) sees the click.
      event.preventDefault();
      event.stopPropagation();
      leave.current(href);
    }
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [active, message]);
}
