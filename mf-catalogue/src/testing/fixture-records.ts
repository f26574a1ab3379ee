import type {
  CataloguePrice,
  QuerySuggestionRecord,
  SearchFacetAttributes,
  SearchVariantSummary,
} from '@specify/contracts';

/** A product record as the search API returns it (products index), for MSW fixtures. */
export interface FixtureRecord extends SearchFacetAttributes {
  objectID: string;
  productId: string;
  name: string;
  slug: string;
  categoryKeys: string[];
  masterVariantID: number;
  IsNew: boolean;
  IsGWAInternal: boolean;
  'builder-range': boolean;
  audience: ('visitor' | 'internal')[];
  codes: string[];
  createdAt: number;
  variants: FixtureVariant[];
  variant?: FixtureVariant;
  'bim-file-types'?: string[];
}

export type FixtureVariant = SearchVariantSummary;

const aud = (centAmount: number) =>
  ({ centAmount, currencyCode: 'AUD', fractionDigits: 2 }) as const;
const nzd = (centAmount: number) =>
  ({ centAmount, currencyCode: 'NZD', fractionDigits: 2 }) as const;

/** List prices in both markets; `saleRatio` (e.g. 0.8) puts the variant on sale in both. */
const prices = (audCents: number, nzdCents: number, saleRatio?: number): CataloguePrice[] => [
  {
    country: 'AU',
    value: aud(audCents),
    ...(saleRatio ? { discounted: aud(Math.round(audCents * saleRatio)) } : {}),
  },
  {
    country: 'NZ',
    value: nzd(nzdCents),
    ...(saleRatio ? { discounted: nzd(Math.round(nzdCents * saleRatio)) } : {}),
  },
];

const image = (code: string) => `/files/images/thumbnail/${code.toLowerCase()}.jpg`;

function variant(
  id: number,
  code: string,
  colour: string | undefined,
  audCents: number,
  flags: Partial<Pick<FixtureVariant, 'IsGWAInternal' | 'builder-range'>> & {
    saleRatio?: number;
  } = {},
): FixtureVariant {
  return {
    id,
    key: code,
    sku: code,
    images: [image(code)],
    prices: prices(audCents, Math.round(audCents * 1.1), flags.saleRatio),
    ...(colour ? { colour } : {}),
    'item-code': code,
    IsGWAInternal: flags.IsGWAInternal ?? false,
    'builder-range': flags['builder-range'] ?? false,
  };
}

type Seed = Partial<FixtureRecord> & Pick<FixtureRecord, 'productId' | 'name' | 'variants'>;

function record(seed: Seed, index: number): FixtureRecord {
  const variants = seed.variants;
  return {
    objectID: seed.productId,
    slug: seed.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    family: 'tapware',
    categories: ['Basin Mixers'],
    categorySlugs: ['basin-mixers'],
    categoryKeys: ['tapware', 'basin-mixers'],
    masterVariantID: variants[0]?.id ?? 1,
    IsNew: false,
    IsGWAInternal: variants.some((v) => v.IsGWAInternal),
    'builder-range': variants.some((v) => v['builder-range']),
    audience: ['visitor', 'internal'],
    brand: 'kinnear',
    'product-types': ['Mixer'],
    'item-material': ['Brass'],
    colour: [...new Set(variants.flatMap((v) => (v.colour ? [v.colour] : [])))],
    sectors: ['101'],
    codes: variants.map((v) => v.sku),
    IsAS14281Compliant: index % 3 === 0,
    IsAS14281Ambulant: index % 4 === 0,
    IsNZ41121Compliant: index % 3 === 1,
    IsIndependentLivingCompliant: false,
    'touchless-smart': index % 5 === 0,
    'pre-fabrication-frames': false,
    leadfree: variants.some((v) => /(AF|LF)$/.test(v['item-code'])),
    cleanflush: false,
    'is-retrofit': false,
    measures: { 'overall-height': [150 + index * 10] },
    price: {
      AUD: Math.min(...variants.map((v) => (v.prices[0]?.value.centAmount ?? 0) / 100)),
      NZD: Math.min(...variants.map((v) => (v.prices[1]?.value.centAmount ?? 0) / 100)),
    },
    createdAt: 1_700_000_000 + (100 - index) * 1000,
    ...seed,
  };
}

const SEEDS: Seed[] = [
  {
    productId: 'luna-basin-mixer',
    name: 'Luna Basin Mixer',
    IsNew: true,
    range: 'luna',
    variants: [
      variant(1, 'LU1234', 'Chrome', 34900),
      variant(2, 'LU1234MB', 'Matte Black', 42950),
      variant(3, 'LU1234LF', 'Brushed Nickel', 45000),
    ],
  },
  {
    productId: 'urbane-ii-wall-basin',
    name: 'Urbane II Wall Basin',
    family: 'basins',
    categories: ['Wall Mounted'],
    categorySlugs: ['wall-mounted'],
    categoryKeys: ['basins', 'wall-mounted'],
    range: 'urbane',
    'item-material': ['Vitreous China'],
    variants: [variant(11, 'UR2201', 'White', 59900, { 'builder-range': true })],
  },
  {
    productId: 'opal-care-suite',
    name: 'Opal Care Toilet Suite',
    family: 'sanitaryware',
    categories: ['Care Toilets'],
    categorySlugs: ['care-toilets'],
    categoryKeys: ['sanitaryware', 'care-toilets'],
    brand: 'livewell',
    range: 'care',
    audience: ['internal'],
    variants: [variant(21, 'OC5000', 'White', 129900, { IsGWAInternal: true })],
  },
  {
    productId: 'krome-spout',
    name: 'Krome Bath Spout',
    brand: 'methven',
    range: 'krome',
    categories: ['Outlets Spouts'],
    categorySlugs: ['outlets-spouts'],
    variants: [variant(31, 'KR100', undefined, 18900, { saleRatio: 0.8 })],
  },
];

const COLOURS = ['Chrome', 'Matte Black', 'Brushed Brass', 'Gun Metal'];
const TYPES = ['Mixer', 'Tap', 'Spout', 'Wall Set', 'Sensor', 'Lever', 'Assembly', 'Cartridge'];

for (let i = 1; i <= 26; i += 1) {
  const code = `KM${String(i).padStart(3, '0')}`;
  SEEDS.push({
    productId: `kinnear-mixer-${i}`,
    name: `Kinnear Mixer ${String(i).padStart(2, '0')}`,
    brand: i % 4 === 0 ? 'methven' : 'kinnear',
    'product-types': [TYPES[i % TYPES.length] ?? 'Mixer'],
    variants: [
      variant(100 + i * 2, code, COLOURS[i % COLOURS.length], 20000 + i * 1000),
      variant(101 + i * 2, `${code}B`, COLOURS[(i + 1) % COLOURS.length], 21000 + i * 1000),
    ],
  });
}

export const FIXTURE_PRODUCTS: FixtureRecord[] = SEEDS.map(record);

/**
 * Products with the attributes the §9 labels name (trap type, WELS flow rates), kept out of
 * FIXTURE_PRODUCTS, whose only sanitaryware item is internal-only; tests that need them search
 * `catalogueHandlers({ records: [...FIXTURE_PRODUCTS, ...LABEL_FIXTURES] })`.
 */
const sanitaryware = (slug: string, name: string): Partial<FixtureRecord> => ({
  family: 'sanitaryware',
  categories: ['Sanitaryware', name],
  categorySlugs: ['sanitaryware', slug],
  categoryKeys: ['sanitaryware', slug],
  'product-types': ['pan'],
  'item-material': ['Vitreous China'],
});

export const LABEL_FIXTURES: FixtureRecord[] = [
  {
    productId: 'opal-wall-hung-pan',
    name: 'Opal Wall Hung Pan',
    ...sanitaryware('toilet-pans', 'Toilet Pans'),
    'trap-type': ['S Trap'],
    variants: [variant(201, 'OP2001', 'White', 69900)],
  },
  {
    productId: 'liano-back-to-wall-pan',
    name: 'Liano Back-to-Wall Pan',
    ...sanitaryware('toilet-pans', 'Toilet Pans'),
    'trap-type': ['P Trap', 'Skew Trap'],
    variants: [
      variant(211, 'LI2101', 'White', 74900),
      variant(212, 'LI2102', 'Matte White', 76900),
    ],
  },
  {
    productId: 'contura-smart-bidet',
    name: 'Contura Smart Bidet',
    ...sanitaryware('bidet-suites', 'Bidet Suites'),
    'product-types': ['bidet'],
    'wels-flow-rate-1': [1.5, 2],
    variants: [variant(221, 'CO2201', 'White', 189900)],
  },
  {
    productId: 'urbane-twin-shower',
    name: 'Urbane Twin Shower',
    family: 'showers',
    categories: ['Showers', 'Shower Systems'],
    categorySlugs: ['showers', 'shower-systems'],
    categoryKeys: ['showers', 'shower-systems'],
    'wels-flow-rate-1': [7, 7.5],
    'wels-flow-rate-2': [8, 9],
    variants: [
      variant(231, 'UT2301', 'Chrome', 89900),
      variant(232, 'UT2302', 'Matte Black', 94900),
    ],
  },
].map((seed, index) => record(seed, SEEDS.length + index));

/** BIM library: one record per variant of the first products, as the platform indexes it. */
export const FIXTURE_BIM: FixtureRecord[] = FIXTURE_PRODUCTS.slice(0, 6)
  .filter((product) => product.audience.includes('visitor'))
  .flatMap((product) =>
    product.variants.map((variant) => ({
      ...product,
      objectID: `${product.productId}-${variant.id}`,
      variants: [],
      variant,
      'bim-file-types': ['RFA-file', 'DWG-file'],
    })),
  );

export const FIXTURE_SUGGESTIONS: QuerySuggestionRecord[] = [
  'Tapware',
  'Basin Mixers',
  'Luna',
  'Kinnear',
  'Methven',
].map((query, index) => ({
  objectID: query.toLowerCase(),
  query,
  popularity: 100 - index,
  nb_words: query.split(' ').length,
  audience: ['visitor', 'internal'],
}));
