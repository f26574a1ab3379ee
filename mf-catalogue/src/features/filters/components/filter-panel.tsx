import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useCurrentRefinements, useInstantSearch } from 'react-instantsearch';
import type { FacetConfig, Market } from '@specify/contracts';
import { Button, minWidth, useMediaQuery, useModalFocus, useScrollLock } from '@specify/ui';
import { ListFacet } from './list-facet';
import { PriceFacet } from './price-facet';
import { RangeFacet } from './range-facet';
import { useLabelledFacets } from '../hooks/use-labelled-facets';
import { useMessages } from '../../../i18n/messages';

/** Brand and sector pages show 8 filter groups until a filter is applied (spec §9). */
export const LIMITED_GROUPS = 8;
/** The first groups start open; the rest start closed, but for one the visitor has refined. */
export const OPEN_GROUPS = 4;
/** Narrower than this, the filters are a sheet over the page, opened by the Filters button. */
export const FILTER_SHEET_BELOW = 800;

export interface FilterPanelProps {
  /** Products on a category's listing, Filter Product on search and the BIM library. */
  title: 'filters.title.products' | 'filters.title.filterProduct';
  facets: FacetConfig[];
  limitGroups: boolean;
  /** Formats the price bands. */
  market: Market;
  /** The title button, where ActiveFilters sends focus when the last chip goes. */
  titleRef: Ref<HTMLButtonElement>;
  /** On a narrow screen: whether the sheet is open (the Filters button opens it). */
  sheetOpen: boolean;
  onCloseSheet: () => void;
}

/** Which facets have something to offer in the current results (facets '*' is requested). */
function useAvailableFacets(facets: FacetConfig[]): Set<string> {
  const { results } = useInstantSearch();
  const raw = results?._rawResults?.[0];
  const available = new Set<string>();
  for (const facet of facets) {
    if (facet.type === 'range' || facet.type === 'price') {
      const stats = raw?.facets_stats?.[facet.attribute];
      if (stats && (stats.max ?? 0) > (stats.min ?? 0)) available.add(facet.attribute);
    } else if (Object.keys(raw?.facets?.[facet.attribute] ?? {}).length > 0) {
      available.add(facet.attribute);
    }
  }
  return available;
}

/** The Filters button of a narrow screen, with the number of filters applied. */
export function FilterSheetButton({
  onOpen,
  buttonRef,
}: {
  onOpen: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const t = useMessages();
  const { items } = useCurrentRefinements();
  const count = items.reduce((sum, item) => sum + item.refinements.length, 0);
  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      className="catalogue-toolbar__filters"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {t('filters.open', { count })}
    </Button>
  );
}

/**
 * The filter panel, one group per facet, expanded state kept per group. Beside the results on a
 * wide screen (collapsible by its title); on a narrow one, a modal sheet the Filters button opens,
 * so the first screen shows products. The widgets stay mounted either way: InstantSearch forgets
 * the refinements of a widget that unmounts.
 */
export function FilterPanel({
  title,
  facets: configured,
  limitGroups,
  market,
  titleRef,
  sheetOpen,
  onCloseSheet,
}: FilterPanelProps) {
  const t = useMessages();
  const facets = useLabelledFacets(configured);
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const { items: refinements } = useCurrentRefinements();
  const { results } = useInstantSearch();
  const available = useAvailableFacets(facets);
  const bodyId = useId();
  const sheetTitleId = useId();
  const surface = useRef<HTMLElement>(null);
  const wide = useMediaQuery(minWidth(FILTER_SHEET_BELOW));
  const sheet = sheetOpen && !wide;
  useModalFocus(surface, sheet, { onEscape: onCloseSheet });
  useScrollLock(sheet);
  // A window widened with the sheet open shows the side panel: the sheet is done.
  useEffect(() => {
    if (wide && sheetOpen) onCloseSheet();
  }, [wide, sheetOpen, onCloseSheet]);

  const offered = facets.filter((facet) => available.has(facet.attribute));
  const limit = limitGroups && refinements.length === 0 ? LIMITED_GROUPS : 9999;
  const shown = new Set(offered.slice(0, limit).map((facet) => facet.attribute));
  // A group the viewer refined stays visible even past the limit (it is in the URL).
  const refined = new Set(refinements.map((item) => item.attribute));
  for (const attribute of refined) shown.add(attribute);
  // A refined group opens, and stays open once its refinement is cleared: it is where the
  // visitor's hand is (clearing a price band must not fold the band list away under the pointer).
  const refinedKey = [...refined].sort().join('\n');
  useEffect(() => {
    if (!refinedKey) return;
    setExpanded((state) => {
      const opened = refinedKey.split('\n').filter((attribute) => state[attribute] === undefined);
      return opened.length === 0
        ? state
        : { ...state, ...Object.fromEntries(opened.map((attribute) => [attribute, true])) };
    });
  }, [refinedKey]);
  const openAtFirst = new Set(offered.slice(0, OPEN_GROUPS).map((facet) => facet.attribute));
  const isExpanded = (attribute: string) =>
    expanded[attribute] ?? (openAtFirst.has(attribute) || refined.has(attribute));
  // One toggle per group for the panel's life, so a group (memo) renders again only when its own
  // props change: opening the sheet on a phone re-renders the panel, not every group's widget.
  const isExpandedNow = useRef(isExpanded);
  isExpandedNow.current = isExpanded;
  const toggles = useMemo(
    () =>
      new Map(
        facets.map((facet) => [
          facet.attribute,
          () =>
            setExpanded((state) => ({
              ...state,
              [facet.attribute]: !isExpandedNow.current(facet.attribute),
            })),
        ]),
      ),
    [facets],
  );

  return (
    <aside
      ref={surface}
      className="catalogue-filters"
      data-sheet={sheet ? 'open' : undefined}
      aria-label={sheet ? undefined : t(title)}
      {...(sheet
        ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': sheetTitleId, tabIndex: -1 }
        : {})}
    >
      {sheet ? (
        <div className="catalogue-filters__sheet-header">
          <h2 id={sheetTitleId} className="catalogue-filters__title">
            {t(title)}
          </h2>
          <Button variant="secondary" size="sm" onClick={onCloseSheet}>
            {t('filters.sheet.close')}
          </Button>
        </div>
      ) : (
        <h2 className="catalogue-filters__title">
          <button
            ref={titleRef}
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {t(title)}
            <span className="catalogue-filters__chevron" aria-hidden="true" />
          </button>
        </h2>
      )}
      <div id={bodyId} className="catalogue-filters__body" hidden={!open && !sheet}>
        {facets.map((facet) => {
          const props = {
            facet,
            visible: shown.has(facet.attribute),
            expanded: isExpanded(facet.attribute),
            onToggle: toggles.get(facet.attribute) as () => void,
          };
          if (facet.type === 'price') {
            return <PriceFacet key={facet.attribute} {...props} market={market} />;
          }
          return facet.type === 'range' ? (
            <RangeFacet key={facet.attribute} {...props} />
          ) : (
            <ListFacet key={facet.attribute} {...props} />
          );
        })}
      </div>
      {sheet && (
        <div className="catalogue-filters__sheet-footer">
          <Button onClick={onCloseSheet}>
            {t('filters.sheet.show', { count: results?.nbHits ?? 0 })}
          </Button>
        </div>
      )}
    </aside>
  );
}
