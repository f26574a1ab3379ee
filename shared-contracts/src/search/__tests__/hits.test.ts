import * as v from 'valibot';
import { parseListingHit, productHitSchema, variantHitSchema } from '../hits';

const variant = {
  id: 1,
  key: 'k1',
  sku: 'LU1',
  images: ['/files/images/thumbnail/lu1.svg'],
  prices: [{ country: 'AU', value: { centAmount: 12345, currencyCode: 'AUD', fractionDigits: 2 } }],
  colour: 'Chrome',
  'item-code': 'LU1AF',
};

describe('listing hit schemas', () => {
  it('accept a products-index hit and fill what a listing does not retrieve', () => {
    const parsed = v.parse(productHitSchema, {
      objectID: 'p1',
      name: 'Luna Basin Mixer',
      slug: 'luna',
      masterVariantID: 1,
      IsNew: true,
      variants: [variant],
      _highlightResult: {},
    });
    expect(parsed.variants[0]).toMatchObject({ sku: 'LU1', IsGWAInternal: false });
    expect(parsed.variants[0]?.['builder-range']).toBe(false);
  });

  it('accept a BIM hit with its file types', () => {
    const hit = {
      objectID: 'p1-1',
      name: 'Luna',
      slug: 'luna',
      variant,
      'bim-file-types': ['RFA-file'],
    };
    expect(v.parse(variantHitSchema, hit)['bim-file-types']).toEqual(['RFA-file']);
    expect(parseListingHit(hit).success).toBe(true);
  });

  it.each([
    ['no variants', { objectID: 'p', variants: [] }],
    ['a variant without an id', { objectID: 'p', variants: [{ ...variant, id: '1' }] }],
    ['a blank sku', { objectID: 'p', variants: [{ ...variant, sku: '  ' }] }],
    [
      'a price in an unknown currency',
      {
        objectID: 'p',
        variants: [
          {
            ...variant,
            prices: [
              { country: 'AU', value: { centAmount: 1, currencyCode: 'USD', fractionDigits: 2 } },
            ],
          },
        ],
      },
    ],
    ['an unknown BIM file type', { objectID: 'p', variant, 'bim-file-types': ['PDF'] }],
    ['no objectID', { variants: [variant] }],
  ])('reject a hit with %s', (_case, hit) => {
    expect(parseListingHit(hit).success).toBe(false);
  });

  it('name the field at fault', () => {
    const result = parseListingHit({ objectID: 'p', variants: [{ ...variant, id: '1' }] });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['variants.0.id']);
  });
});
