import { useEffect, useState } from 'react';
import type { Market } from '@specify/contracts';
import { ContentUnavailableError, fetchContentDocument } from '@specify/contracts/content/client';
import { pageSections, type PageSection } from '@specify/contracts/content/page-sections';

/** The CMS document of a content route: its path without the market ('home' for the home). */
export function documentSlug(rest: string): string {
  const slug = rest.replace(/^\/+|\/+$/g, '');
  return slug === '' ? 'home' : slug;
}

export type PageState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; title: string; sections: PageSection[] };

/**
 * A content page's document, its page sections parsed (an invalid one is left out and logged).
 * One plain read per page and attempt: a cache library would be a sixth of the home's own JS for
 * it, and the browser's HTTP cache (ETag, a minute's max-age) already answers a page seen again.
 */
export function usePageDocument(market: Market, slug: string): PageState {
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ key: string; state: PageState }>();
  const key = `${market} ${slug} ${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: PageState) => {
      // A read given up (another page, another attempt) tells nothing about the current one.
      if (!controller.signal.aborted) setRead({ key, state });
    };
    fetchContentDocument(market, slug, { signal: controller.signal }).then(
      (document) =>
        settle({
          status: 'ready',
          title: document.title,
          sections: pageSections(document.sections),
        }),
      (error: unknown) =>
        settle(
          error instanceof ContentUnavailableError && error.statusCode === 404
            ? { status: 'missing' }
            : { status: 'failed', retry: () => setAttempt((count) => count + 1) },
        ),
    );
    return () => controller.abort();
  }, [key, market, slug]);
  return read?.key === key ? read.state : { status: 'loading' };
}
