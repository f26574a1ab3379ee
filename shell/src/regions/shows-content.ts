/** Elements that are content even without text. */
const MEDIA = new Set([
  'IMG',
  'PICTURE',
  'SVG',
  'VIDEO',
  'IFRAME',
  'CANVAS',
  'INPUT',
  'SELECT',
  'TEXTAREA',
]);

/** A loading state: a spinner (`role="status"`), or content its remote marks as still coming. */
const isLoading = (element: Element) =>
  element.getAttribute('role') === 'status' || element.getAttribute('aria-busy') === 'true';

/**
 * Whether a remote's element shows anything beyond loading states: text or media outside every
 * `role="status"` (what a spinner is, in @specify/ui and anywhere accessible) and every
 * `aria-busy="true"` element (a listing whose results are coming: its first paint shows them).
 */
export function showsContent(element: HTMLElement): boolean {
  const walker = document.createTreeWalker(
    element,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    {
      acceptNode: (node) =>
        node instanceof Element && isLoading(node)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    },
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (
      node.nodeType === Node.TEXT_NODE
        ? node.textContent?.trim()
        : MEDIA.has(node.nodeName.toUpperCase())
    )
      return true;
  }
  return false;
}

/** Calls `shown` once the element shows content; returns a function that stops watching. */
export function whenShowingContent(element: HTMLElement, shown: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (!showsContent(element)) return;
    observer.disconnect();
    shown();
  });
  observer.observe(element, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  return () => observer.disconnect();
}
