import { useEffect, useState } from 'react';
import type { Market } from '@specify/contracts';
import {
  fetchContentDocument,
  findSection,
  type ContentDocument,
  type CHROME_SECTION_SCHEMAS,
  type ChromeSectionType,
} from '@specify/contracts/content/client';
import type * as v from 'valibot';

export type ChromeSection<T extends ChromeSectionType> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; section: v.InferOutput<(typeof CHROME_SECTION_SCHEMAS)[T]> };

/**
 * One section of a CMS document for the chrome (the menu, the footer), re-read when the market
 * changes. A missing or invalid document is `failed`, and the chrome shows its built-in fallback.
 */
export function useChromeSection<T extends ChromeSectionType>(
  market: Market,
  slug: string,
  type: T,
): ChromeSection<T> {
  const [state, setState] = useState<{ key: string; value: ChromeSection<T> }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${market}/${slug}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchContentDocument(market, slug, { signal: controller.signal }).then(
      (document: ContentDocument) => {
        const section = findSection(document, type);
        setState({ key, value: section ? { status: 'ready', section } : { status: 'failed' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        setState({ key, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [key, market, slug, type]);
  return state.key === key ? state.value : { status: 'loading' };
}
