import type { BrandSlug, ProductFamily } from '@specify/contracts';

/** Range identifiers and display names (spec §3): seed vocabulary only the generator uses. */
export const RANGE_IDENTIFIERS = [
  'luna',
  'urbane',
  'liano',
  'contura',
  'opal',
  'care',
  'waipori',
  'krome',
  'maku',
  'aio',
  'turoa',
  'civic-collection',
  '{product}-urbane-ii-universal-accessories',
  'cube-cleanflush-urinal',
  'urbane-liano-heated-towel-rails',
] as const;

export const RANGE_DISPLAY_NAMES = [
  'Opal',
  'Opal II',
  'OpalCare',
  'OPALSUPPORT',
  'Opal II Easy Height',
  'Liano',
  'Liano Care',
  'Liano II',
  'Liano Nexus',
  'Liano Junior',
  'LIANOE',
  'Urbane',
  'Urbane II',
  'Contura',
  'Contura II',
  'Luna',
  'Aio',
  'Krome',
  'Maku',
  'Waipori',
  'Turoa',
] as const;

export type RangeId = (typeof RANGE_IDENTIFIERS)[number];

/**
 * Which brand owns a range, the display names (RANGE_DISPLAY_NAMES) its products carry on the
 * variant `range` attribute, and the families it is made for. The product-level
 * `attributesAlgolia.range` holds the identifier, the variant holds the display name.
 */
export interface RangeProfile {
  id: RangeId;
  brand: BrandSlug;
  displayNames: readonly string[];
  families: readonly ProductFamily[];
  /** Limits a range to some category slugs (urinals, towel rails, care categories). */
  categories?: readonly string[];
}

const CARE_CATEGORIES = [
  'care-tapware',
  'care-toilets',
  'care-basins',
  'care-showers',
  'care-accessories',
  'care-sinks',
];

export const RANGES: readonly RangeProfile[] = [
  {
    id: 'luna',
    brand: 'kinnear',
    displayNames: ['Luna'],
    families: ['tapware', 'sanitaryware', 'basins', 'baths', 'showers', 'accessories'],
  },
  {
    id: 'urbane',
    brand: 'kinnear',
    displayNames: ['Urbane', 'Urbane II'],
    families: ['tapware', 'sanitaryware', 'basins', 'baths', 'showers', 'accessories'],
  },
  {
    id: 'liano',
    brand: 'kinnear',
    displayNames: ['Liano', 'Liano II', 'Liano Nexus', 'Liano Junior', 'LIANOE'],
    families: ['tapware', 'sanitaryware', 'basins', 'baths', 'showers', 'accessories'],
  },
  {
    id: 'contura',
    brand: 'kinnear',
    displayNames: ['Contura', 'Contura II'],
    families: ['tapware', 'sanitaryware', 'basins', 'baths', 'showers'],
  },
  {
    id: 'opal',
    brand: 'kinnear',
    displayNames: ['Opal', 'Opal II', 'Opal II Easy Height'],
    families: ['sanitaryware', 'basins'],
  },
  {
    id: 'care',
    brand: 'livewell',
    displayNames: ['OpalCare', 'OPALSUPPORT', 'Liano Care', 'Opal II Easy Height'],
    families: ['tapware', 'sanitaryware', 'basins', 'showers', 'accessories'],
    categories: CARE_CATEGORIES,
  },
  { id: 'waipori', brand: 'methven', displayNames: ['Waipori'], families: ['tapware', 'showers'] },
  { id: 'krome', brand: 'methven', displayNames: ['Krome'], families: ['tapware', 'showers'] },
  { id: 'maku', brand: 'methven', displayNames: ['Maku'], families: ['tapware', 'showers'] },
  { id: 'aio', brand: 'methven', displayNames: ['Aio'], families: ['tapware', 'showers'] },
  { id: 'turoa', brand: 'methven', displayNames: ['Turoa'], families: ['tapware', 'showers'] },
  {
    id: 'civic-collection',
    brand: 'kinnear',
    displayNames: ['Contura II', 'Urbane II'],
    families: ['tapware', 'sanitaryware', 'basins', 'accessories'],
  },
  {
    id: '{product}-urbane-ii-universal-accessories',
    brand: 'kinnear',
    displayNames: ['Urbane II'],
    families: ['accessories'],
    categories: [
      'bathroom-holders',
      'shelves-cabinets',
      'soap-accessories',
      'toilet-roll-accessories',
      'towel-accessories',
    ],
  },
  {
    id: 'cube-cleanflush-urinal',
    brand: 'kinnear',
    // The Cube urinal has no display name of its own in the spec's list.
    displayNames: [],
    families: ['sanitaryware'],
    categories: ['urinals'],
  },
  {
    id: 'urbane-liano-heated-towel-rails',
    brand: 'kinnear',
    displayNames: ['Urbane II', 'Liano II'],
    families: ['accessories'],
    categories: ['towel-accessories'],
  },
];

/** Ranges a product of this family and category may belong to. */
export function rangesFor(family: ProductFamily, category: string): RangeProfile[] {
  return RANGES.filter(
    (range) =>
      range.families.includes(family) &&
      (range.categories === undefined || range.categories.includes(category)),
  );
}
