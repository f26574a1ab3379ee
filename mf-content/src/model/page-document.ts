import useSWR from 'swr';
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

/** A content page's document, its page sections parsed (an invalid one is left out and logged). */
export function usePageDocument(market: Market, slug: string): PageState {
  const { data, error, mutate } = useSWR(
    ['cms', market, slug],
    async ([, documentMarket, documentSlug]) => {
      const document = await fetchContentDocument(documentMarket, documentSlug);
      return { title: document.title, sections: pageSections(document.sections) };
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (error) {
    if (error instanceof ContentUnavailableError && error.statusCode === 404)
      return { status: 'missing' };
    return { status: 'failed', retry: () => void mutate() };
  }
  if (!data) return { status: 'loading' };
  return { status: 'ready', ...data };
}
