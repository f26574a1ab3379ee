import type { ProductFamily } from '../routes';
import type { SectorCode } from '../catalogue-vocabulary';

/** The vocabulary listings filter by: category families, sectors and brands (storefront §2, §3, §9). */

/** How each family is named in menus and headings. */
export const PRODUCT_FAMILY_LABELS: Readonly<Record<ProductFamily, string>> = {
  tapware: 'Tapware',
  sanitaryware: 'Sanitaryware',
  basins: 'Basins',
  baths: 'Baths',
  showers: 'Showers',
  accessories: 'Accessories',
  'kitchen-laundry': 'Kitchen & Laundry',
  'spare-parts-valves': 'Spare Parts & Valves',
};

/** Category slug → family (storefront §2 "Category slug to family mapping"). */
export const CATEGORY_FAMILIES: Readonly<
  Record<Exclude<ProductFamily, 'spare-parts-valves'>, readonly string[]>
> = {
  tapware: [
    'basin-mixers',
    'outlets-spouts',
    'three-piece-tapware',
    'tapware-assemblies',
    'tapware-spare-parts',
    'bath-shower-mixers',
    'kitchen-tapware',
    'laundry-tapware',
    'care-tapware',
  ],
  sanitaryware: [
    'care-toilets',
    'cisterns',
    'toilet-pans',
    'toilet-seats',
    'urinals',
    'bidet-suites',
    'toilet-suites',
    'toilet-spare-parts',
    'buttons-accessories',
  ],
  basins: [
    'wall-mounted',
    'inset',
    'shroud-pedestal',
    'above-counter',
    'under-counter',
    'vanity',
    'semi-recessed',
    'care-basins',
    'basin-spare-parts',
  ],
  baths: ['baths-l2', 'spa-baths', 'bath-spare-parts'],
  showers: ['shower-systems', 'shower-spare-parts', 'care-showers', 'shower-heads-outlets'],
  accessories: [
    'bathroom-holders',
    'shelves-cabinets',
    'soap-accessories',
    'toilet-roll-accessories',
    'towel-accessories',
    'care-accessories',
    'kitchen-accessories',
    'sinks',
    'kitchen-laundry-spare-parts',
    'care-sinks',
  ],
  'kitchen-laundry': ['tubs', 'tubs-cabinets'],
};

/**
 * Every category's display name, as the menu, headings, crumbs, filters and the seed's category
 * documents read it: the one place a category slug becomes words.
 */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  'basin-mixers': 'Basin Mixers',
  'outlets-spouts': 'Outlets & Spouts',
  'three-piece-tapware': 'Three Piece Tapware',
  'tapware-assemblies': 'Tapware Assemblies',
  'tapware-spare-parts': 'Tapware Spare Parts',
  'bath-shower-mixers': 'Bath & Shower Mixers',
  'kitchen-tapware': 'Kitchen Tapware',
  'laundry-tapware': 'Laundry Tapware',
  'care-tapware': 'Care Tapware',
  'care-toilets': 'Care Toilets',
  cisterns: 'Cisterns',
  'toilet-pans': 'Toilet Pans',
  'toilet-seats': 'Toilet Seats',
  urinals: 'Urinals',
  'bidet-suites': 'Bidet Suites',
  'toilet-suites': 'Toilet Suites',
  'toilet-spare-parts': 'Toilet Spare Parts',
  'buttons-accessories': 'Buttons & Accessories',
  'wall-mounted': 'Wall Mounted',
  inset: 'Inset',
  'shroud-pedestal': 'Shroud & Pedestal',
  'above-counter': 'Above Counter',
  'under-counter': 'Under Counter',
  vanity: 'Vanity',
  'semi-recessed': 'Semi Recessed',
  'care-basins': 'Care Basins',
  'basin-spare-parts': 'Basin Spare Parts',
  'baths-l2': 'Baths',
  'spa-baths': 'Spa Baths',
  'bath-spare-parts': 'Bath Spare Parts',
  'shower-systems': 'Shower Systems',
  'shower-spare-parts': 'Shower Spare Parts',
  'care-showers': 'Care Showers',
  'shower-heads-outlets': 'Shower Heads & Outlets',
  'bathroom-holders': 'Bathroom Holders',
  'shelves-cabinets': 'Shelves & Cabinets',
  'soap-accessories': 'Soap Accessories',
  'toilet-roll-accessories': 'Toilet Roll Accessories',
  'towel-accessories': 'Towel Accessories',
  'care-accessories': 'Care Accessories',
  'kitchen-accessories': 'Kitchen Accessories',
  sinks: 'Sinks',
  'kitchen-laundry-spare-parts': 'Kitchen & Laundry Spare Parts',
  'care-sinks': 'Care Sinks',
  tubs: 'Tubs',
  'tubs-cabinets': 'Tubs & Cabinets',
  valves: 'Valves',
  'spare-parts': 'Spare Parts',
  'thermostatic-mixing-valves': 'Thermostatic Mixing Valves',
};

/** How each sector (101–108) reads, in Australian English. */
export const SECTOR_LABELS: Readonly<Record<SectorCode, string>> = {
  '101': 'Healthcare',
  '102': 'Multi-residential',
  '103': 'Offices',
  '104': 'Education',
  '105': 'Retail & hospitality',
  '106': 'Hotels',
  '107': 'Entertainment, recreation & transport',
  '108': 'Government & defence',
};

/**
 * Each range's display name, keyed by the identifier products carry (spec §3 "Range
 * identifiers"): collection pages, the Collection filter and search suggestions read these.
 */
export const RANGE_LABELS: Readonly<Record<string, string>> = {
  luna: 'Luna',
  urbane: 'Urbane',
  liano: 'Liano',
  contura: 'Contura',
  opal: 'Opal',
  care: 'Care',
  waipori: 'Waipori',
  krome: 'Krome',
  maku: 'Maku',
  aio: 'Aio',
  turoa: 'Turoa',
  'civic-collection': 'Civic Collection',
  '{product}-urbane-ii-universal-accessories': 'Urbane II Universal Accessories',
  'cube-cleanflush-urinal': 'Cube Cleanflush Urinal',
  'urbane-liano-heated-towel-rails': 'Urbane & Liano Heated Towel Rails',
};

/** Each product type's name, keyed by the `product-types` value records carry ('hob-mixer'). */
export const PRODUCT_TYPE_LABELS: Readonly<Record<string, string>> = {
  assembly: 'Assembly',
  basin: 'Basin',
  'basin-mixer': 'Basin mixer',
  bath: 'Bath',
  bidet: 'Bidet',
  button: 'Button',
  cabinet: 'Cabinet',
  care: 'Care',
  cartridge: 'Cartridge',
  cistern: 'Cistern',
  'grab-rail': 'Grab rail',
  'hob-mixer': 'Hob mixer',
  holder: 'Holder',
  'kitchen-accessory': 'Kitchen accessory',
  'laundry-mixer': 'Laundry mixer',
  mixer: 'Mixer',
  outlet: 'Outlet',
  pan: 'Pan',
  pedestal: 'Pedestal',
  seat: 'Seat',
  shelf: 'Shelf',
  shower: 'Shower',
  'shower-head': 'Shower head',
  'shower-mixer': 'Shower mixer',
  'shower-system': 'Shower system',
  sink: 'Sink',
  'sink-mixer': 'Sink mixer',
  soap: 'Soap dish',
  spa: 'Spa',
  'spare-part': 'Spare part',
  spout: 'Spout',
  'tap-set': 'Tap set',
  'three-piece': 'Three piece',
  tmv: 'Thermostatic mixing valve',
  'toilet-roll-holder': 'Toilet roll holder',
  'toilet-suite': 'Toilet suite',
  'towel-rail': 'Towel rail',
  tub: 'Tub',
  urinal: 'Urinal',
  valve: 'Valve',
  vanity: 'Vanity',
  waste: 'Waste',
};

/**
 * The categories of spare-parts-valves: the catalogue's slugs that the spec's mapping leaves
 * unmapped ("anything else", spec §2). Any other slug names no category.
 */
export const SPARE_PARTS_VALVES_CATEGORIES = [
  'valves',
  'spare-parts',
  'thermostatic-mixing-valves',
] as const;

/** The family a category slug belongs to; anything unmapped is spare-parts-valves (spec §2). */
export function familyOfCategory(slug: string): ProductFamily {
  for (const [family, slugs] of Object.entries(CATEGORY_FAMILIES)) {
    if (slugs.includes(slug)) return family as ProductFamily;
  }
  return 'spare-parts-valves';
}

/**
 * The Project Builder's category tree (project-builder.md §2 tab 2: hard-coded), in the
 * catalogue's vocabulary: each entry names the family or category slugs (the search index's
 * `categoryKeys`) that put a product in it. The catalogue files kitchen sinks under accessories
 * and laundry tubs under kitchen-laundry, so those entries name their categories. Integrated
 * solutions and brochures have no products yet: their keys are the spec's names
 * (UNSTOCKED_BUILDER_CATEGORIES), and the builder offers an entry only once it has products.
 */
export interface BuilderCategory {
  id: string;
  label: string;
  /** categoryKeys values, any of which puts a record in this category. */
  keys: readonly string[];
}

export const UNSTOCKED_BUILDER_CATEGORIES = ['integrated-solutions', 'brochures'] as const;

export const BUILDER_CATEGORIES: readonly BuilderCategory[] = [
  { id: 'sanitaryware', label: PRODUCT_FAMILY_LABELS.sanitaryware, keys: ['sanitaryware'] },
  { id: 'tapware', label: PRODUCT_FAMILY_LABELS.tapware, keys: ['tapware'] },
  { id: 'showers', label: PRODUCT_FAMILY_LABELS.showers, keys: ['showers'] },
  { id: 'basins', label: PRODUCT_FAMILY_LABELS.basins, keys: ['basins'] },
  { id: 'kitchen-sinks', label: 'Kitchen Sinks', keys: ['sinks', 'care-sinks'] },
  { id: 'laundry-tubs', label: 'Laundry Tubs', keys: CATEGORY_FAMILIES['kitchen-laundry'] },
  { id: 'baths', label: PRODUCT_FAMILY_LABELS.baths, keys: ['baths'] },
  { id: 'integrated-solutions', label: 'Integrated Solutions', keys: ['integrated-solutions'] },
  { id: 'valves', label: 'Valves', keys: ['valves', 'thermostatic-mixing-valves'] },
  {
    id: 'bathroom-accessories',
    label: 'Bathroom Accessories',
    keys: [
      'bathroom-holders',
      'shelves-cabinets',
      'soap-accessories',
      'toilet-roll-accessories',
      'towel-accessories',
      'care-accessories',
    ],
  },
  {
    id: 'spare-parts',
    label: 'Spare Parts',
    keys: [
      'spare-parts',
      ...Object.values(CATEGORY_FAMILIES)
        .flat()
        .filter((slug) => slug.endsWith('-spare-parts')),
    ],
  },
  { id: 'brochures', label: 'Brochures', keys: ['brochures'] },
];

/**
 * The six brands filtered by slug (spec §9). The house brand is fictional (Kinnear); LiveWell is
 * its accessible-living line, sold as a brand page of its own.
 */
export const BRANDS = [
  { slug: 'kinnear', name: 'Kinnear' },
  { slug: 'livewell', name: 'LiveWell' },
  { slug: 'methven', name: 'Methven' },
  { slug: 'stylus', name: 'Stylus' },
  { slug: 'clark', name: 'Clark' },
  { slug: 'dorf', name: 'Dorf' },
] as const;
export type BrandSlug = (typeof BRANDS)[number]['slug'];
