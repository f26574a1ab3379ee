import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/intl';
import type { SuggestionSource } from './query-suggestions';
import { VisuallyHidden } from '@specify/ui';

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DELAY_MS = 150;

export interface SearchBarProps {
  suggest: SuggestionSource;
  /** Goes to the search page for a query (typed, or a chosen suggestion). */
  onSearch: (query: string) => void;
  initialQuery?: string;
}

/**
 * The header search (WAI-ARIA combobox with a listbox popup): up to 5 query suggestions while
 * typing; ArrowDown and ArrowUp move through them, Enter searches for the highlighted one or for
 * what was typed, Escape closes the list and then clears the box.
 */
export function SearchBar({ suggest, onSearch, initialQuery = '' }: SearchBarProps) {
  const t = useMessages();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [query, setQuery] = useState(initialQuery);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(query, controller.signal).then(
        (next) => {
          if (controller.signal.aborted) return;
          setSuggestions(next);
          setActive(-1);
        },
        (error: unknown) => {
          // Suggestions are a help, never a blocker: the search itself still works.
          if (!controller.signal.aborted) console.warn(error);
          setSuggestions([]);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, suggest]);

  const expanded = open && suggestions.length > 0 && query.trim() !== '';

  function submit(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return;
    setOpen(false);
    setQuery(trimmed);
    onSearch(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return suggestions.length - 1;
        if (next >= suggestions.length) return -1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(expanded && active >= 0 ? (suggestions[active] ?? query) : query);
    }
  }

  return (
    <form
      role="search"
      className="shell-search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(query);
      }}
    >
      <VisuallyHidden as="label" htmlFor={`${id}-input`}>
        {t('search.label')}
      </VisuallyHidden>
      <input
        id={`${id}-input`}
        className="shell-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          typed.current = true;
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="shell-search__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="shell-search__list"
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="shell-search__option"
              // Pointer down would blur the input (closing the list) before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => submit(suggestion)}
            >
              {suggestion}
            </li>
          ))}
      </ul>
      <VisuallyHidden as="p" role="status" aria-live="polite">
        {open && query.trim() ? t('search.suggestionsCount', { count: suggestions.length }) : ''}
      </VisuallyHidden>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
