import { useId, type ReactNode } from 'react';

/** A collapsible filter group: its heading is a button with aria-expanded (spec §4 "Listing"). */
export function FacetGroup({
  label,
  expanded,
  onToggle,
  children,
}: {
  label: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = useId();
  return (
    <div className="catalogue-facet" role="group" aria-label={label}>
      <h3 className="catalogue-facet__heading">
        <button type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          {label}
        </button>
      </h3>
      {/* A closed group draws no values: twenty groups of lists were most of a listing's first render. */}
      <div id={bodyId} hidden={!expanded}>
        {expanded && children}
      </div>
    </div>
  );
}
