import type { FacetConfig, Market } from '@specify/contracts';
import { MARKET_DEFINITIONS, formatMoney } from '@specify/contracts';
import { attributeLabel, valueLabel } from '@specify/contracts/catalogue/labels';
import type { Messages } from '../i18n/messages';

/** Term, colour and boolean facets refine by value; range and price facets by bounds. */
export const isListFacet = (facet: FacetConfig) => facet.type !== 'range' && facet.type !== 'price';

/** A facet value as people read it: Yes/No for booleans, else the catalogue's display name. */
export function facetValueLabel(
  facet: Pick<FacetConfig, 'attribute' | 'type'>,
  value: string,
  t: Messages,
) {
  if (facet.type === 'boolean') {
    return value === 'true' ? t('filters.yes') : value === 'false' ? t('filters.no') : value;
  }
  return valueLabel(facet.attribute, value);
}

/** The unit shown beside a range facet: mm, L, L/min, or the currency. */
export function unitLabel(facet: FacetConfig): string {
  return facet.unit ? ` (${facet.unit})` : '';
}

/**
 * The chip of an active filter: 'Colour: Chrome', 'Trap Type: S Trap', 'Lead Free: Yes'. An
 * attribute no facet names still reads by the contracts' table of readable names.
 */
export function chipLabel(
  facet: FacetConfig | undefined,
  attribute: string,
  value: string,
  t: Messages,
) {
  if (!facet) return t('filters.chip', { facet: attributeLabel(attribute), value });
  return t('filters.chip', { facet: facet.label, value: facetValueLabel(facet, value, t) });
}

/** A whole-currency amount of the price facet, as read: '$2,500'. */
export function wholeMoney(amount: number, market: Market): string {
  const { currencyCode } = MARKET_DEFINITIONS[market];
  return formatMoney(
    { centAmount: amount * 100, currencyCode, fractionDigits: 0 },
    { market, context: 'facet-bound' },
  );
}
