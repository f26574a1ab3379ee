import { useEffect, useRef, useState, type KeyboardEvent, memo } from 'react';
import { useRange } from 'react-instantsearch';
import type { FacetConfig } from '@specify/contracts';
import { unitLabel } from '../../../lib/facets';
import { FacetGroup } from './facet-group';
import { TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

export interface RangeFacetProps {
  facet: FacetConfig;
  visible: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * A range refines once the visitor stops typing for this long (the spec's debounce of a typed
 * query), or at once on Enter: no Apply button per group.
 */
export const RANGE_SETTLE_MS = 400;

const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Numeric range facets with their units: mm, L, L/min, currency (spec §9 "Units"). */
export const RangeFacet = memo(function RangeFacet({
  facet,
  visible,
  expanded,
  onToggle,
}: RangeFacetProps) {
  const t = useMessages();
  // Flow and capacity come in halves (7.5 L/min): bounds keep one decimal.
  const { start, range, canRefine, refine } = useRange({
    attribute: facet.attribute,
    precision: 1,
  });
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [startMin, startMax] = start;
  useEffect(() => {
    setMin(Number.isFinite(startMin) ? String(startMin) : '');
    setMax(Number.isFinite(startMax) ? String(startMax) : '');
  }, [startMin, startMax]);
  useEffect(() => () => clearTimeout(settle.current), []);
  if (!visible || !canRefine) return null;

  const unit = unitLabel(facet);
  const [low, high] = [asNumber(min), asNumber(max)];
  const reversed = low !== undefined && high !== undefined && low > high;
  const apply = (bounds: [number | undefined, number | undefined]) => {
    clearTimeout(settle.current);
    const [from, to] = bounds;
    if (from !== undefined && to !== undefined && from > to) return;
    refine(bounds);
  };
  const change = (bound: 'min' | 'max', text: string) => {
    (bound === 'min' ? setMin : setMax)(text);
    const bounds: [number | undefined, number | undefined] =
      bound === 'min' ? [asNumber(text), high] : [low, asNumber(text)];
    clearTimeout(settle.current);
    settle.current = setTimeout(() => apply(bounds), RANGE_SETTLE_MS);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply([low, high]);
  };
  return (
    <FacetGroup label={`${facet.label}${unit}`} expanded={expanded} onToggle={onToggle}>
      <div className="catalogue-range">
        <TextField
          label={t('filters.min', { unit })}
          type="number"
          inputMode="decimal"
          placeholder={String(range.min ?? '')}
          value={min}
          onChange={(event) => change('min', event.target.value)}
          onKeyDown={onEnter}
        />
        <TextField
          label={t('filters.max', { unit })}
          type="number"
          inputMode="decimal"
          placeholder={String(range.max ?? '')}
          value={max}
          error={reversed ? t('filters.rangeReversed') : undefined}
          onChange={(event) => change('max', event.target.value)}
          onKeyDown={onEnter}
        />
      </div>
    </FacetGroup>
  );
});
