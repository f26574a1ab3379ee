import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { Button, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

/** Searches as the user types (after a short pause) or at once on Enter / Search. */
export const QUERY_DEBOUNCE_MS = 300;

export function SearchBox() {
  const t = useMessages();
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (next: string) => {
    clearTimeout(timer.current);
    if (next !== query) refine(next);
  };

  return (
    <form
      role="search"
      className="builder-products__search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <TextField
        type="search"
        inline
        label={t('products.search.label')}
        placeholder={t('products.search.placeholder')}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(next), QUERY_DEBOUNCE_MS);
        }}
      />
      <Button type="submit" variant="secondary">
        {t('products.search.submit')}
      </Button>
    </form>
  );
}
