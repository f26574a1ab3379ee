import type { Product } from '@specify/contracts';

const both = <T>(value: T) => ({ 'en-AU': value, 'en-NZ': value });

/**
 * A tapware product as `product/query` answers it, for the landing pages' related-products
 * slider: one priced chrome variant; `internal` marks it internal-only.
 */
export function sliderProduct(id: number, internal = false): Product {
  const name = `Landing Mixer ${id}`;
  return {
    productId: `prd-${id}`,
    slug: `landing-mixer-${id}`,
    name: both(name),
    description: both(`The ${name}.`),
    family: 'tapware',
    categories: [
      {
        categoryId: 'cat-tapware',
        slug: 'tapware',
        name: both('Tapware'),
        _url: '/products/tapware/',
      },
    ],
    categoryKeys: both(['tapware']),
    masterVariantID: 1,
    variants: [
      {
        id: 1,
        key: `lm${id}-1`,
        sku: `LM${id}-1`,
        images: [`/files/images/thumbnail/landing-${id}.svg`],
        lineDiagramList: [],
        isOnStock: true,
        prices: [
          { country: 'AU', value: { centAmount: 24900, currencyCode: 'AUD', fractionDigits: 2 } },
          { country: 'NZ', value: { centAmount: 27900, currencyCode: 'NZD', fractionDigits: 2 } },
        ],
        attributes: {
          colour: 'Chrome',
          'item-code': `${id}CH`,
          'item-name': `${name} Chrome`,
          'product-code': `LM${id}`,
          'builder-range': 'NO',
          IsGWAInternal: internal,
          'touchless-smart': false,
          leadfree: false,
          'pre-fabrication-frames': false,
          IsAS14281Compliant: false,
          IsAS14281Ambulant: false,
          IsIndependentLivingCompliant: false,
          IsNZ41121Compliant: false,
          'is-retrofit': false,
          cleanflush: false,
          features: both(''),
          'item-attributes': [],
          measures: {},
          downloads: [],
        },
      },
    ],
    metaTitle: both(name),
    metaDescription: both(name),
    metaKeywords: both('mixer'),
    attributesAlgolia: {
      IsGWAInternal: internal,
      'builder-range': both(false),
      brand: 'kinnear',
      'product-types': [],
      sectors: [],
    },
    IsNew: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Fifteen products, as many as a slider asks for; the second is internal-only. */
export const SLIDER_PRODUCTS: Product[] = Array.from({ length: 15 }, (_, index) =>
  sliderProduct(5001 + index, index === 1),
);
