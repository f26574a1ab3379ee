import type { Category, Product, Variant } from '@specify/contracts';
import type { CatalogueData } from '../../../catalogue/store';

interface VariantSpec {
  sku: string;
  au?: number;
  nz?: number;
  internal?: boolean;
  isOnStock?: boolean;
  colour?: string;
}

const CATEGORY: Category = {
  categoryId: 'cat-basin-mixers',
  slug: 'basin-mixers',
  name: { 'en-AU': 'Basin mixers', 'en-NZ': 'Basin mixers' },
  _url: '/products/tapware/basin-mixers/',
  family: 'tapware',
  orderHint: 1,
};

function variant(spec: VariantSpec, id: number): Variant {
  const prices = [
    ...(spec.au === undefined
      ? []
      : [
          {
            country: 'AU' as const,
            value: { centAmount: spec.au, currencyCode: 'AUD' as const, fractionDigits: 2 },
          },
        ]),
    ...(spec.nz === undefined
      ? []
      : [
          {
            country: 'NZ' as const,
            value: { centAmount: spec.nz, currencyCode: 'NZD' as const, fractionDigits: 2 },
          },
        ]),
  ];
  return {
    id,
    key: spec.sku.toLowerCase(),
    sku: spec.sku,
    images: [`https://images.example.com/thumbnail/${spec.sku}.jpg`],
    lineDiagramList: [],
    isOnStock: spec.isOnStock ?? true,
    prices,
    attributes: {
      colour: spec.colour ?? 'Chrome',
      'item-code': `IC-${spec.sku}`,
      'item-name': `Item ${spec.sku}`,
      'product-code': `PC-${spec.sku}`,
      'builder-range': 'NO',
      IsGWAInternal: spec.internal ?? false,
      'touchless-smart': false,
      leadfree: false,
      'pre-fabrication-frames': false,
      IsAS14281Compliant: false,
      IsAS14281Ambulant: false,
      IsIndependentLivingCompliant: false,
      IsNZ41121Compliant: false,
      'is-retrofit': false,
      cleanflush: false,
      features: { 'en-AU': '', 'en-NZ': '' },
      'item-attributes': [],
      measures: {},
      downloads: [],
    },
  };
}

function product(
  productId: string,
  name: string,
  variants: VariantSpec[],
  internal = false,
): Product {
  const text = { 'en-AU': name, 'en-NZ': `${name} NZ` };
  return {
    productId,
    slug: productId,
    name: text,
    description: text,
    family: 'tapware',
    categories: [CATEGORY],
    categoryKeys: { 'en-AU': [CATEGORY.slug], 'en-NZ': [CATEGORY.slug] },
    masterVariantID: 1,
    variants: variants.map((spec, index) => variant(spec, index + 1)),
    metaTitle: text,
    metaDescription: text,
    metaKeywords: text,
    attributesAlgolia: {
      IsGWAInternal: internal,
      'builder-range': { 'en-AU': false, 'en-NZ': false },
      brand: 'kinnear',
      'product-types': [],
      sectors: [],
    },
    IsNew: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** Prices chosen so totals can be worked out by hand: $110.00 holds $10.00 GST in au. */
export function cartCatalogue(overrides: { skuAau?: number } = {}): CatalogueData {
  return {
    categories: [CATEGORY],
    products: [
      product('basin-mixer', 'Basin mixer', [
        { sku: 'SKU-A', au: overrides.skuAau ?? 11000, nz: 12650 },
        { sku: 'SKU-B', au: 22000, nz: 25300, colour: 'Matte Black' },
      ]),
      product('mixed-tap', 'Mixed tap', [
        { sku: 'SKU-PUB', au: 5500, nz: 6000 },
        { sku: 'SKU-INT', au: 9900, nz: 9900, internal: true },
      ]),
      product('secret-suite', 'Secret suite', [{ sku: 'SKU-SECRET', au: 33000, nz: 36000 }], true),
      product('oos-thing', 'Out of stock thing', [
        { sku: 'SKU-OOS', au: 1000, nz: 1100, isOnStock: false },
      ]),
      product('au-only', 'Australia only', [{ sku: 'SKU-AUONLY', au: 4400 }]),
    ],
  };
}
