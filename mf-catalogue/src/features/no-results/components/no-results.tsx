import { useEffect, useState } from 'react';
import type { Market } from '@specify/contracts';
import { href } from '@specify/contracts';
import { ButtonLink } from '@specify/ui';
import { useMessages, useRichMessages } from '../../../i18n/messages';

/**
 * Shown when nothing has a suggestion (spec §2 "Empty result"). Queries the search runs, so the
 * catalogue's own names, not words to translate.
 */
export const POPULAR_SEARCHES = ['Tapware', 'Sanitaryware', 'Contura', 'Urbane II'] as const;

export interface NoResultsProps {
  query: string;
  market: Market;
  suggest: (query: string) => Promise<string[]>;
  /** Runs a suggested query. */
  onSearch: (query: string) => void;
}

/** 'No products found', the query, did-you-mean suggestions or popular searches, Go back home. */
export function NoResults({ query, market, suggest, onSearch }: NoResultsProps) {
  const t = useMessages();
  const rich = useRichMessages();
  const [suggestions, setSuggestions] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setSuggestions(undefined);
    suggest(query).then(
      (list) => live && setSuggestions(list),
      () => live && setSuggestions([]),
    );
    return () => {
      live = false;
    };
  }, [query, suggest]);

  const didYouMean = suggestions && suggestions.length > 0;
  const linksTitle = didYouMean ? t('noResults.didYouMean') : t('noResults.popular');
  const links = (didYouMean ? suggestions : POPULAR_SEARCHES).map((text) => (
    <li key={text}>
      <a
        href={href('search', market, undefined, { query: text })}
        onClick={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        {text}
      </a>
    </li>
  ));

  return (
    <div className="catalogue-no-results">
      <h2>{t('noResults.title')}</h2>
      {query && (
        <p>{rich('noResults.query', { query, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      )}
      {suggestions !== undefined && (
        <nav aria-label={linksTitle}>
          <h3>{linksTitle}</h3>
          <ul>{links}</ul>
        </nav>
      )}
      <ButtonLink href={href('home', market)}>{t('noResults.home')}</ButtonLink>
    </div>
  );
}
