import { useId, memo } from 'react';
import { useNumericMenu } from 'react-instantsearch';
import type { FacetConfig, Market, PriceRange } from '@specify/contracts';
import { useMessages, type Messages } from '../../../i18n/messages';
import { unitLabel, wholeMoney } from '../../../lib/facets';
import { FacetGroup } from './facet-group';

export interface PriceFacetProps {
  facet: FacetConfig;
  market: Market;
  visible: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/** 'Under $200', '$200 – $500', '$2,500 and over', in the market's currency. */
export function priceBandLabel(band: PriceRange, market: Market, t: Messages): string {
  const money = (amount: number) => wholeMoney(amount, market);
  if (band.min === undefined) return t('filters.priceUnder', { amount: money(band.max ?? 0) });
  if (band.max === undefined) return t('filters.priceOver', { amount: money(band.min) });
  return t('filters.priceBetween', { min: money(band.min), max: money(band.max) });
}

/** The price facet: the configured bands (spec §3 "price configuration") as one radio group. */
export const PriceFacet = memo(function PriceFacet({
  facet,
  market,
  visible,
  expanded,
  onToggle,
}: PriceFacetProps) {
  const t = useMessages();
  const { items, refine, canRefine } = useNumericMenu({
    attribute: facet.attribute,
    items: [
      { label: t('filters.anyPrice') },
      ...(facet.ranges ?? []).map((band) => ({
        label: priceBandLabel(band, market, t),
        start: band.min,
        end: band.max,
      })),
    ],
  });
  const name = useId();
  if (!visible || !canRefine) return null;
  return (
    <FacetGroup label={`${facet.label}${unitLabel(facet)}`} expanded={expanded} onToggle={onToggle}>
      <ul className="catalogue-facet__values">
        {items.map((item) => (
          <li key={item.label}>
            <label>
              <input
                type="radio"
                name={name}
                checked={item.isRefined}
                onChange={() => refine(item.value)}
              />{' '}
              {item.label}
            </label>
          </li>
        ))}
      </ul>
    </FacetGroup>
  );
});
