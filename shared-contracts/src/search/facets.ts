import { MEASURES } from '@specify/contracts';
import type { Market } from '../markets';
import { MARKET_DEFINITIONS } from '@specify/contracts';
import {
  ATTRIBUTE_LABELS as LABELS,
  WELS_FLOW_RATES,
  attributeUnit,
} from '@specify/contracts/catalogue/labels';

/**
 * The listing filters (storefront §5 "Listing regions", §9): which record attributes a listing
 * facets on, how each is shown, in which market, and the solution pages that fix one of them.
 */

export type FacetType = 'color' | 'term' | 'boolean' | 'range' | 'price';

/** A price band of the price facet, in whole currency units; an open end has no bound. */
export interface PriceRange {
  min?: number;
  max?: number;
}

/** The price configuration (spec §3): the facet offers these bands rather than free bounds. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { max: 200 },
  { min: 200, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2500 },
  { min: 2500 },
];

export interface FacetConfig {
  /** Record attribute; in FACETS, `{currency}` stands for the market's currency code. */
  attribute: string;
  type: FacetType;
  label: string;
  unit?: string;
  /** Markets that show the facet (spec §5: AS1428.1 on au only, NZ4121.1 on nz only). */
  markets?: readonly Market[];
  /** The bands of a price facet. */
  ranges?: readonly PriceRange[];
}

const CURRENCY = '{currency}';

/** Every facet of both markets, unresolved: use `facetsForMarket` or `indexedFacets`. */
export const FACETS: readonly FacetConfig[] = [
  { attribute: 'brand', type: 'term', label: LABELS.brand },
  { attribute: 'range', type: 'term', label: LABELS.range },
  { attribute: 'categories', type: 'term', label: LABELS.categories },
  { attribute: 'product-types', type: 'term', label: LABELS['product-types'] },
  { attribute: 'item-material', type: 'term', label: LABELS['item-material'] },
  { attribute: 'colour', type: 'color', label: LABELS.colour },
  { attribute: 'trap-type', type: 'term', label: LABELS['trap-type'] },
  { attribute: 'sectors', type: 'term', label: LABELS.sectors },
  {
    attribute: 'IsAS14281Compliant',
    type: 'boolean',
    label: LABELS.IsAS14281Compliant,
    markets: ['au'],
  },
  {
    attribute: 'IsAS14281Ambulant',
    type: 'boolean',
    label: LABELS.IsAS14281Ambulant,
    markets: ['au'],
  },
  {
    attribute: 'IsNZ41121Compliant',
    type: 'boolean',
    label: LABELS.IsNZ41121Compliant,
    markets: ['nz'],
  },
  {
    attribute: 'IsIndependentLivingCompliant',
    type: 'boolean',
    label: LABELS.IsIndependentLivingCompliant,
  },
  { attribute: 'touchless-smart', type: 'boolean', label: LABELS['touchless-smart'] },
  {
    attribute: 'pre-fabrication-frames',
    type: 'boolean',
    label: LABELS['pre-fabrication-frames'],
  },
  { attribute: 'leadfree', type: 'boolean', label: LABELS.leadfree },
  { attribute: 'cleanflush', type: 'boolean', label: LABELS.cleanflush },
  { attribute: 'is-retrofit', type: 'boolean', label: LABELS['is-retrofit'] },
  ...MEASURES.map((measure): FacetConfig => ({
    attribute: `measures.${measure.key}`,
    type: 'range',
    label: measure.label,
    unit: measure.unit,
  })),
  ...WELS_FLOW_RATES.map((attribute): FacetConfig => ({
    attribute,
    type: 'range',
    label: LABELS[attribute],
    unit: attributeUnit(attribute),
  })),
  {
    attribute: `price.${CURRENCY}`,
    type: 'price',
    label: LABELS.price,
    unit: CURRENCY,
    ranges: PRICE_RANGES,
  },
];

function inMarket(facet: FacetConfig, market: Market): FacetConfig {
  const currency = MARKET_DEFINITIONS[market].currencyCode;
  return {
    ...facet,
    attribute: facet.attribute.replace(CURRENCY, currency),
    ...(facet.unit ? { unit: facet.unit.replace(CURRENCY, currency) } : {}),
  };
}

/** The facets a market's listings show, with the market's currency filled in. */
export function facetsForMarket(market: Market): FacetConfig[] {
  return FACETS.filter((facet) => !facet.markets || facet.markets.includes(market)).map((facet) =>
    inMarket(facet, market),
  );
}

/**
 * Every facet a market's index is built with, hidden ones too: a solution page filters on a flag
 * its market does not show as a filter group.
 */
export function indexedFacets(market: Market): FacetConfig[] {
  return FACETS.map((facet) => inMarket(facet, market));
}

/** Solution slugs and the flag each one filters on (spec §9 "Solution filters"). */
export const SOLUTION_FILTERS: Readonly<Record<string, { label: string; filter: string }>> = {
  'as14281-accessible': { label: 'AS1428.1 Accessible', filter: 'IsAS14281Compliant:true' },
  'nz4121-accessible': { label: 'NZ4121.1 Accessible', filter: 'IsNZ41121Compliant:true' },
  'as14281-ambulant': { label: 'AS1428.1 Ambulant', filter: 'IsAS14281Ambulant:true' },
  'independent-living': {
    label: 'Independent Living',
    filter: 'IsIndependentLivingCompliant:true',
  },
  'touchless-bathrooms': { label: 'Touchless Bathrooms', filter: 'touchless-smart:true' },
  'pre-fabrication-frames': {
    label: 'Pre-fabrication Frames',
    filter: 'pre-fabrication-frames:true',
  },
  'smart-command': { label: 'Smart Command', filter: 'touchless-smart:true' },
};
