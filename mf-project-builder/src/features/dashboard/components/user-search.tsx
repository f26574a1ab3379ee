import { useId, useState, type KeyboardEvent } from 'react';
import { PROJECT_TIMERS } from '@specify/contracts';
import { TextField } from '@specify/ui';
import { useAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import type { FilterUser } from '../model/dashboard-query';
import { useDebouncedValue } from '../model/use-debounced-value';

const MIN_QUERY = 2;

export interface UserSearchProps {
  selected?: FilterUser;
  /** A user chosen from the suggestions; undefined once the text no longer names them. */
  onSelect: (user: FilterUser | undefined) => void;
}

/**
 * The internal users' user filter (project-builder.md §5 "User search"): suggestions for at least
 * 2 characters, asked 400 ms after the typing stops, 'No user found' when there are none. An ARIA
 * combobox: arrows move through the suggestions, Enter chooses, Escape closes.
 */
export function UserSearch({ selected, onSelect }: UserSearchProps) {
  const t = useMessages();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const settled = useDebouncedValue(query, PROJECT_TIMERS.userSearchDebounceMs);
  const long = query.length >= MIN_QUERY;
  const asking = open && !selected && long && settled === query;
  const { data, error, isLoading } = useAction(
    'project/suggestUserNames',
    asking ? { query: settled } : null,
    { revalidateOnFocus: false },
  );
  const suggestions = asking ? (data?.suggestions ?? []) : [];
  const waiting = open && !selected && long && (settled !== query || isLoading);
  const listShown = asking && suggestions.length > 0;

  let status = '';
  if (waiting) status = t('dashboard.filter.userSearching');
  else if (asking && error) status = t('dashboard.filter.userFailed');
  else if (asking && data && suggestions.length === 0) status = t('dashboard.filter.userNone');
  else if (listShown) status = t('dashboard.filter.userFound', { count: suggestions.length });

  function choose(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setText(suggestion.Name);
    setOpen(false);
    setActive(-1);
    onSelect({ id: suggestion.Id, name: suggestion.Name });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listShown) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && listShown && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="builder-user-search">
      <TextField
        label={t('dashboard.filter.user')}
        hint={t('dashboard.filter.userHint')}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (selected) onSelect(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('dashboard.filter.user')}
        className="builder-user-search__list"
        hidden={!listShown}
      >
        {listShown &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.Id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="builder-user-search__option"
              // Keeps focus in the field, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {suggestion.Name}
            </li>
          ))}
      </ul>
      <p role="status" className="builder-user-search__status">
        {status}
      </p>
    </div>
  );
}
