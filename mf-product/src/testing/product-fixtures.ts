import type { BundleItem, DownloadEntry, Product, Variant } from '@specify/contracts';

const both = <T>(value: T) => ({ 'en-AU': value, 'en-NZ': value });
const prices = (aud: number, nzd: number): Variant['prices'] => [
  { country: 'AU', value: { centAmount: aud, currencyCode: 'AUD', fractionDigits: 2 } },
  { country: 'NZ', value: { centAmount: nzd, currencyCode: 'NZD', fractionDigits: 2 } },
];

const FLAGS = {
  'touchless-smart': false,
  leadfree: false,
  'pre-fabrication-frames': false,
  IsAS14281Compliant: true,
  IsAS14281Ambulant: false,
  IsIndependentLivingCompliant: false,
  IsNZ41121Compliant: true,
  'is-retrofit': false,
  cleanflush: false,
} as const;

/** The files of the first variant: every §5 download rule has a case here. */
export const DOWNLOADS: DownloadEntry[] = [
  { name: 'RFA-file', value: '/files/bim/1234/luna-basin-mixer.rfa' },
  { name: 'DWG-file', value: '-' },
  { name: 'OBJ-file', value: 'NULL' },
  { name: 'installation-guidelines', value: '/files/docs/1234/install.pdf' },
  { name: 'installation-guidelines-set', value: '/files/docs/1234/install-set.pdf' },
  { name: 'technical-manual', value: '/files/docs/manuals/luna-manual.pdf' },
  { name: 'technical-manual-set', value: '' },
  { name: 'warranty-Info', value: 'warrantyURL' },
  {
    name: 'specification-sheet',
    value: ['/files/docs/1234/spec-part-1.pdf', '/files/docs/1234/spec-part-2.pdf'],
  },
  { name: 'technical-image', value: '/files/images/thumbnail/luna-technical.svg' },
  { name: 'test-report', value: '/files/docs/1234/luna-test-report.pdf' },
];

function variant(
  id: number,
  colour: string,
  itemCode: string,
  extra: Partial<Variant['attributes']> & { prices?: Variant['prices']; images?: string[] } = {},
): Variant {
  const { prices: variantPrices, images, ...attributes } = extra;
  return {
    id,
    key: `lu1234-${id}`,
    sku: `LU1234-${id}`,
    images: images ?? [`/files/images/thumbnail/luna-${id}.svg`],
    lineDiagramList: ['/files/diagrams/luna-line-diagram-1.svg'],
    isOnStock: true,
    prices: variantPrices ?? prices(34900, 38900),
    attributes: {
      colour,
      'item-code': itemCode,
      'item-name': `Luna Basin Mixer ${colour}`,
      'variant-name': colour,
      'product-code': 'LU1234',
      'builder-range': 'NO',
      IsGWAInternal: false,
      ...FLAGS,
      'item-material': 'DZR Brass',
      shape: 'Round',
      'mount-type': 'Not Applicable',
      range: 'Luna',
      features: both('### Features\n\n- Ceramic disc cartridge\n- Five-year warranty'),
      'item-attributes': [
        { name: 'depth', value: 120 },
        { name: 'wels-rating', value: 'Not Applicable' },
        { name: 'watermark-licence', value: '' },
        { name: 'IsAS14281Compliant', value: true },
        { name: 'bundle-references', value: ['BUNDLE1'] },
        { name: 'spare-references', value: ['SPARE1', 'SPARE2'] },
      ],
      measures: { 'overall-height': 180, 'flow-rate': 6.5 },
      downloads: DOWNLOADS,
      ...attributes,
    },
  };
}

/** Luna Basin Mixer: Chrome (priced), Matte Black lead free and builder range, an internal variant. */
const CHROME = variant(1, 'Chrome', '12341CH');

export const LUNA: Product = {
  productId: 'prd-1234',
  slug: 'luna-basin-mixer-1234',
  name: both('Luna Basin Mixer'),
  description: both('The **Luna Basin Mixer** suits busy bathrooms.'),
  family: 'tapware',
  categories: [
    {
      categoryId: 'cat-tapware',
      slug: 'tapware',
      name: both('Tapware'),
      _url: '/products/tapware/',
    },
    {
      categoryId: 'cat-tapware-basin-mixers',
      slug: 'basin-mixers',
      name: both('Basin Mixers'),
      _url: '/products/tapware/basin-mixers/',
    },
  ],
  categoryKeys: both(['tapware', 'basin-mixers']),
  masterVariantID: 1,
  variants: [
    CHROME,
    variant(2, 'Matte Black', '12342MBLF', {
      'builder-range': 'YES',
      prices: prices(41900, 45900),
      downloads: [{ name: 'RFA-file', value: '/files/bim/1234/luna-black.rfa' }],
    }),
    variant(3, 'Brushed Gold', '12343BG', { IsGWAInternal: true, prices: prices(55900, 59900) }),
  ],
  metaTitle: both('Luna Basin Mixer | Specify'),
  metaDescription: both('A basin mixer for busy bathrooms.'),
  metaKeywords: both('basin mixer'),
  attributesAlgolia: {
    IsGWAInternal: false,
    'builder-range': both(false),
    range: 'luna',
    brand: 'kinnear',
    'product-types': [],
    sectors: [],
  },
  IsNew: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Another product of the catalogue, for related rows and a link from one product to another. */
export function otherProduct(id: number, name: string, internal = false): Product {
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
  const base = CHROME;
  return {
    ...LUNA,
    productId: `prd-${id}`,
    slug,
    name: both(name),
    IsNew: false,
    attributesAlgolia: { ...LUNA.attributesAlgolia, IsGWAInternal: internal },
    variants: [
      {
        ...base,
        sku: `OT${id}-1`,
        attributes: { ...base.attributes, 'item-code': `${id}1CH`, IsGWAInternal: internal },
      },
    ],
  };
}

export const RELATED = [
  otherProduct(2001, 'Urbane Basin Mixer'),
  otherProduct(2002, 'Hidden Mixer', true),
];
const TOWEL_RAILS = [
  {
    categoryId: 'cat-accessories',
    slug: 'accessories',
    name: both('Accessories'),
    _url: '/products/accessories/',
  },
  {
    categoryId: 'cat-accessories-towel-accessories',
    slug: 'towel-accessories',
    name: both('Towel Accessories'),
    _url: '/products/accessories/towel-accessories/',
  },
];
/** What product/query answers for Luna's range: a companion, and another basin mixer. */
export const BOUGHT_TOGETHER = [
  { ...otherProduct(3001, 'Luna Towel Rail'), categories: TOWEL_RAILS },
  otherProduct(3002, 'Luna Tall Basin Mixer'),
];

export function bundleItem(code: string, name: string): BundleItem {
  return {
    Slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-9`,
    Name: both(name),
    SKU: `${code}-SKU`,
    Colour: 'Chrome',
    ItemCode: code,
    Images: [{ url: `/files/images/thumbnail/${code}.svg` }],
    Prices: [
      { country: 'AU', value: { centAmount: 4500 } },
      { country: 'NZ', value: { centAmount: 5200 } },
    ],
  };
}

export const BUNDLE_ITEMS: Record<string, BundleItem> = {
  BUNDLE1: bundleItem('BUNDLE1', 'Pop-up Waste'),
  SPARE1: bundleItem('SPARE1', 'Cartridge 35 mm'),
  SPARE2: bundleItem('SPARE2', 'Aerator'),
};

export const LUNA_PATH = 'luna-basin-mixer-1234-chrome-LU1234-1';
export const LUNA_BLACK_PATH = 'luna-basin-mixer-1234-matte-black-LU1234-2';
