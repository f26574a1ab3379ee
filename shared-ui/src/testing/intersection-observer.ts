/** IntersectionObserver for jsdom: tests trigger intersections by hand. */
export function installIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    readonly rootMargin: string;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [] };
      this.rootMargin = options?.rootMargin ?? '';
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  return {
    /** Reports every observed element as within the margin. */
    intersectAll() {
      for (const observer of observers) {
        if (observer.elements.length === 0) continue;
        observer.callback(
          observer.elements.map(
            (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
          ),
          {} as IntersectionObserver,
        );
      }
    },
  };
}
