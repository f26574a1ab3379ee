import {
  SearchApiError,
  SearchEngine,
  encodeParams,
  readParams,
  type IndexSettings,
} from '../index';

/**
 * A small catalogue for the engine's unit tests: the real engine over a handful of records, so a
 * test states exactly which hits, counts and marks users get.
 */
export const RECORDS = [
  {
    objectID: 'luna-basin',
    name: 'Luna Basin Mixer',
    code: 'K1234-AF',
    brand: 'Kinnear',
    category: 'Tapware',
    finish: ['Chrome', 'Brushed Nickel'],
    price: 320,
    createdAt: 4,
    audience: ['visitor'],
    costPrice: 150,
    variants: [
      { sku: 'K1234-AF-CH', finish: 'Chrome' },
      { sku: 'K1234-AF-BN', finish: 'Brushed Nickel' },
    ],
  },
  {
    objectID: 'luna-sink',
    name: 'Luna Sink Mixer',
    code: 'M2000',
    brand: 'Methven',
    category: 'Tapware',
    finish: ['chrome'],
    price: 280,
    createdAt: 3,
    audience: ['visitor'],
    costPrice: 120,
  },
  {
    objectID: 'aria-basin',
    name: 'Aria Wall Basin',
    code: 'A-300',
    brand: 'Kinnear',
    category: 'Basins',
    finish: ['White'],
    price: 540,
    createdAt: 6,
    audience: ['visitor'],
    description:
      'A wall hung basin in vitreous china, with a concealed overflow and a tap hole that suits the Luna range of mixers and spouts',
  },
  {
    objectID: 'terrace-bath',
    name: 'Terrace Freestanding Bath',
    code: 'T-1700',
    brand: 'Caroma',
    category: 'Baths',
    finish: ['White', 'Matte Black'],
    price: 1890,
    createdAt: 2,
    audience: ['visitor', 'internal'],
  },
  {
    objectID: 'thermo-shower',
    name: 'Thermostatic Shower Mixer',
    code: 'S-900',
    brand: 'Methven',
    category: 'Showers',
    finish: ['Matte Black'],
    price: 760,
    createdAt: 1,
    audience: ['internal'],
  },
  {
    objectID: 'basinware-vanity',
    name: 'Basinware Vanity Unit',
    code: 'V-600',
    brand: 'Caroma',
    category: 'Vanities',
    finish: ['Oak'],
    createdAt: 7,
    audience: ['visitor'],
  },
];

export const SETTINGS: IndexSettings = {
  searchableAttributes: ['name', 'code', 'brand', 'description'],
  codeAttributes: ['code'],
  attributesForFaceting: [
    'searchable(brand)',
    'category',
    'searchable(finish)',
    'price',
    'variants.finish',
    'filterOnly(audience)',
  ],
  customRanking: ['desc(createdAt)'],
  unretrievableAttributes: ['costPrice'],
  replicas: { products_price_asc: ['asc(price)'], products_price_desc: ['desc(price)'] },
};

export function fixtureEngine(settings: Partial<IndexSettings> = {}): SearchEngine {
  const engine = new SearchEngine();
  engine.setIndex('products', RECORDS, { ...SETTINGS, ...settings });
  return engine;
}

/** One query as a client sends it, answered by the engine (no key restrictions). */
export function search(
  raw: Record<string, unknown>,
  engine: SearchEngine = fixtureEngine(),
  index = 'products',
) {
  return engine.search(index, readParams(raw), encodeParams(raw));
}

export const ids = (response: { hits: { objectID?: unknown }[] }) =>
  response.hits.map((hit) => hit.objectID);

/** `[status, message]` of the API error a call throws, undefined when it does not throw. */
export function refusal(call: () => unknown): [number, string] | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof SearchApiError) return [error.status, error.message];
    throw error;
  }
  return undefined;
}
