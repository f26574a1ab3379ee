import { useEffect, useState, type FormEvent } from 'react';
import { useRange } from 'react-instantsearch';
import type { FacetConfig } from '@specify/contracts';
import { unitLabel } from '../../../lib/facets';
import { FacetGroup } from './facet-group';
import { Button, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

export interface RangeFacetProps {
  facet: FacetConfig;
  visible: boolean;
  expanded: boolean;
  onToggle: () => void;
}

const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Numeric range facets with their units: mm, L, L/min, currency (spec §9 "Units"). */
export function RangeFacet({ facet, visible, expanded, onToggle }: RangeFacetProps) {
  const t = useMessages();
  // Flow and capacity come in halves (7.5 L/min): bounds keep one decimal.
  const { start, range, canRefine, refine } = useRange({
    attribute: facet.attribute,
    precision: 1,
  });
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [startMin, startMax] = start;
  useEffect(() => {
    setMin(Number.isFinite(startMin) ? String(startMin) : '');
    setMax(Number.isFinite(startMax) ? String(startMax) : '');
  }, [startMin, startMax]);
  if (!visible || !canRefine) return null;
  const unit = unitLabel(facet);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    refine([asNumber(min), asNumber(max)]);
  };
  return (
    <FacetGroup label={`${facet.label}${unit}`} expanded={expanded} onToggle={onToggle}>
      <form className="catalogue-range" onSubmit={apply}>
        <TextField
          label={t('filters.min', { unit })}
          type="number"
          inputMode="decimal"
          placeholder={String(range.min ?? '')}
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
        <TextField
          label={t('filters.max', { unit })}
          type="number"
          inputMode="decimal"
          placeholder={String(range.max ?? '')}
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm">
          {t('filters.apply')}
        </Button>
      </form>
    </FacetGroup>
  );
}
