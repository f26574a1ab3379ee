import { useEffect, useRef, useState } from 'react';
import { IconButton, TextField } from '@specify/ui';
import { useInstantSearch, useSearchBox } from 'react-instantsearch';
import { useMessages } from '../../../i18n/messages';

/** Spec §9: the query is debounced 400 ms. */
export const QUERY_DEBOUNCE_MS = 400;

/**
 * Quick Search with a clear button. A new query starts over (spec §4 "Listing"): page 0, no
 * refinements, default sort — only the page's fixed conditions (configure) are kept.
 */
export function QuickSearch() {
  const t = useMessages();
  const { query } = useSearchBox();
  const { setIndexUiState } = useInstantSearch();
  const [text, setText] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward or the header's search bar changed the query: show it.
  useEffect(() => setText(query), [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    // Only a change of query starts over; Enter on the same query keeps the filters.
    if (next === query) return;
    setIndexUiState((state) => ({
      ...(state.configure ? { configure: state.configure } : {}),
      query: next,
    }));
  };
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), QUERY_DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      className="catalogue-quick-search"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text);
      }}
    >
      <TextField
        label={t('listing.quickSearch')}
        type="search"
        value={text}
        autoComplete="off"
        placeholder={t('listing.quickSearchPlaceholder')}
        onChange={(event) => change(event.target.value)}
      />
      {text && (
        <IconButton
          label={t('listing.clearSearch')}
          icon="×"
          className="catalogue-quick-search__clear"
          onClick={() => {
            setText('');
            commit('');
          }}
        />
      )}
    </form>
  );
}
