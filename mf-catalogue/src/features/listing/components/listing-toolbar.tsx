import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import { SORT_LABELS, type ListingSort } from '../../../lib/listing-from-route';

export type ViewMode = 'grid' | 'list';

/** Sorts New, Name A-Z, Name Z-A (spec §9), over the index replicas from the config. */
export function SortSelect({ sorts }: { sorts: ListingSort[] }) {
  const { currentRefinement, options, refine } = useSortBy({
    items: sorts.map((sort) => ({ label: SORT_LABELS[sort.key], value: sort.index })),
  });
  const id = useId();
  return (
    <span className="catalogue-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
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
  return view === 'grid' ? (
    <button type="button" className="catalogue-link-button" onClick={() => onChange('list')}>
      List View
    </button>
  ) : (
    <button type="button" className="catalogue-link-button" onClick={() => onChange('grid')}>
      Grid View
    </button>
  );
}
