import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import { RecordInterner, bimRecords, productRecords, variantRecords } from '../records';
import { catalogue } from './helpers';

describe('records of one build share their equal values', () => {
  it('shares an equal list once, frozen, and leaves a value that is not plain data alone', () => {
    const interner = new RecordInterner();
    const first = interner.share(['visitor', 'internal']);
    expect(interner.share(['visitor', 'internal'])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(interner.share(['internal', 'visitor'])).not.toBe(first);
    // JSON would spell these alike: they are not shared.
    const nan = [Number.NaN];
    expect(interner.share(nan)).toBe(nan);
    expect(interner.share([null])).not.toBe(interner.share([null]));
    const date = { at: new Date(0) };
    expect(interner.share(date)).toBe(date);
    expect(Object.isFrozen(date)).toBe(false);
  });

  it("gives a product's variant records one audience and one categories list", () => {
    const interner = new RecordInterner();
    const product = catalogue().find(
      (p) =>
        p.variants.length > 1 && visibleProduct(p, false)?.variants.length === p.variants.length,
    );
    if (!product) throw new Error('the seed catalogue has a product with several visible variants');
    const [one, two] = variantRecords([product], 'au', interner);
    expect(one?.audience).toBe(two?.audience);
    expect(one?.categories).toBe(two?.categories);
    expect(one?.categorySlugs).toBe(two?.categorySlugs);
    // The product record lists the same summary objects its variant records carry.
    const [record] = productRecords([product], 'au', interner);
    expect(record?.variants[0]).toBe(one?.variant);
    expect(record?.variants[1]).toBe(two?.variant);
    expect(record?.categories).toBe(one?.categories);
  });

  it('builds the same records sharing across a market’s indices as building each alone', () => {
    const products = catalogue().slice(0, 60);
    const interner = new RecordInterner();
    const json = (value: unknown) => JSON.parse(JSON.stringify(value));
    expect(json(productRecords(products, 'nz', interner))).toEqual(
      json(productRecords(products, 'nz', new RecordInterner())),
    );
    const shared = variantRecords(products, 'nz', interner);
    expect(json(shared)).toEqual(json(variantRecords(products, 'nz', new RecordInterner())));
    expect(json(bimRecords(products, 'nz', shared, interner))).toEqual(
      json(bimRecords(products, 'nz')),
    );
  });
});
