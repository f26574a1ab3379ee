import { useSortBy } from 'react-instantsearch';
import { Button, Select } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { ListingSort } from '../../../lib/listing-from-route';

export type ViewMode = 'grid' | 'list';

/** Sorts New, Name A-Z, Name Z-A (spec §9), over the index replicas from the config. */
export function SortSelect({ sorts }: { sorts: ListingSort[] }) {
  const t = useMessages();
  const { currentRefinement, options, refine } = useSortBy({
    items: sorts.map((sort) => ({ label: t(`listing.sort.${sort.key}`), value: sort.index })),
  });
  return (
    <Select
      label={t('listing.sortBy')}
      value={currentRefinement}
      options={options}
      onChange={(event) => refine(event.target.value)}
    />
  );
}

/** The grid/list toggle: the button names the view it switches to. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ViewMode;
  onChange: (v: ViewMode) => void;
}) {
  const t = useMessages();
  return view === 'grid' ? (
    <Button variant="secondary" onClick={() => onChange('list')}>
      {t('listing.listView')}
    </Button>
  ) : (
    <Button variant="secondary" onClick={() => onChange('grid')}>
      {t('listing.gridView')}
    </Button>
  );
}
