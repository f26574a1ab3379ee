import { cardFromHit } from '../model/card-product';

const variant = (id: number, sku: string) => ({
  id,
  key: sku,
  sku,
  images: [`/files/images/thumbnail/${sku}.jpg`],
  prices: [
    { country: 'AU', value: { centAmount: 12900, currencyCode: 'AUD', fractionDigits: 2 } },
    { country: 'NZ', value: { centAmount: 14900, currencyCode: 'NZD', fractionDigits: 2 } },
  ],
  colour: 'Chrome',
  'item-code': `${sku}AF`,
});

const hit = {
  objectID: 'p1',
  name: 'Luna Basin Mixer',
  slug: 'luna-basin-mixer',
  masterVariantID: 2,
  IsNew: true,
  variants: [variant(1, 'LU1'), variant(2, 'LU2')],
  __position: 1,
};

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('cardFromHit', () => {
  it('maps a hit to a card with the market price and the master variant first', () => {
    const card = cardFromHit(hit, 'nz');
    expect(card).toMatchObject({ objectID: 'p1', name: 'Luna Basin Mixer', isNew: true });
    expect(card?.initialVariant).toBe(1);
    expect(card?.variants[0]?.price).toEqual({
      price: { centAmount: 14900, currencyCode: 'NZD', fractionDigits: 2 },
    });
    expect(card?.variants[0]).toMatchObject({ internalOnly: false, builderRange: false });
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the product’s own category for links, family first', () => {
    const keys = { ...hit, categoryKeys: ['sanitaryware', 'care-toilets', 'toilet-suites'] };
    expect(cardFromHit(keys, 'au')?.categoryPath).toBe('sanitaryware/care-toilets');
    expect(cardFromHit(hit, 'au')?.categoryPath).toBeUndefined();
  });

  it('shows first the variant a code search matched', () => {
    expect(cardFromHit(hit, 'au', 'lu1af')?.initialVariant).toBe(0);
  });

  it('maps a BIM hit, whose record holds one variant', () => {
    const bim = { objectID: 'p1-1', name: 'Luna', slug: 'luna', variant: variant(1, 'LU1') };
    const card = cardFromHit({ ...bim, 'bim-file-types': ['RFA-file'] }, 'au');
    expect(card?.variants.map((entry) => entry.sku)).toEqual(['LU1']);
    expect(card?.bimFileTypes).toEqual(['RFA-file']);
  });

  it('drops a hit that fails the schema and reports it once with its code', () => {
    const bad = { ...hit, objectID: 'bad-1', variants: [{ ...variant(1, 'LU1'), id: 'one' }] };
    expect(cardFromHit(bad, 'au')).toBeUndefined();
    expect(cardFromHit(bad, 'au')).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/SPEC-HIT-001.*bad-1.*variants\.0\.id/),
    );
  });

  it('drops a hit with no variant at all', () => {
    expect(cardFromHit({ objectID: 'empty', name: 'x', variants: [] }, 'au')).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('SPEC-HIT-001'));
  });
});
