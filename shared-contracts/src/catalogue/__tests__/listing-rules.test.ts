import { PRODUCT_FAMILIES } from '@specify/contracts';
import {
  BRAND_FILTERS,
  CATEGORY_FILTERS,
  LISTING_KINDS,
  LISTING_PAGE_SIZES,
  ROUTE_FILTERS,
  SECTOR_FILTERS,
  andFilters,
  categoryPath,
  collectionFilter,
  productCategoryPath,
  quoteFilterValue,
  sectorFilter,
} from '../listing-rules';
import { CATEGORY_FAMILIES, SPARE_PARTS_VALVES_CATEGORIES } from '../taxonomy';

describe('page size by listing kind', () => {
  it.each([
    ['solution', 12],
    ['collection', 12],
    ['livewell', 12],
    ['brand', 48],
    ['sector', 48],
    ['family', 12],
    ['search', 12],
    ['bim', 12],
  ] as const)('%s pages ask %i hits a page', (kind, size) => {
    expect(LISTING_PAGE_SIZES[kind]).toBe(size);
  });

  it('covers every listing kind and nothing else', () => {
    expect(Object.keys(LISTING_PAGE_SIZES).sort()).toEqual([...LISTING_KINDS].sort());
  });
});

describe('route filters', () => {
  it.each([
    ['kinnear', 'Kinnear'],
    ['livewell', 'LiveWell'],
    ['methven', 'Methven'],
    ['stylus', 'Stylus'],
    ['clark', 'Clark'],
    ['dorf', 'Dorf'],
  ] as const)('brand %s reads %s and lists its brand', (slug, label) => {
    expect(BRAND_FILTERS[slug]).toEqual({ label, filter: `brand:"${slug}"` });
    expect(ROUTE_FILTERS.brand[slug]).toBe(BRAND_FILTERS[slug]);
  });

  it('collection pages list their range', () => {
    expect(collectionFilter('urbane-liano-heated-towel-rails')).toEqual({
      label: 'Urbane & Liano Heated Towel Rails',
      filter: 'range:"urbane-liano-heated-towel-rails"',
    });
  });

  it.each([
    ['as14281-accessible', 'AS1428.1 Accessible', 'IsAS14281Compliant:true'],
    ['nz4121-accessible', 'NZ4121.1 Accessible', 'IsNZ41121Compliant:true'],
    ['as14281-ambulant', 'AS1428.1 Ambulant', 'IsAS14281Ambulant:true'],
    ['independent-living', 'Independent Living', 'IsIndependentLivingCompliant:true'],
    ['touchless-bathrooms', 'Touchless Bathrooms', 'touchless-smart:true'],
    ['pre-fabrication-frames', 'Pre-fabrication Frames', 'pre-fabrication-frames:true'],
    ['smart-command', 'Smart Command', 'touchless-smart:true'],
  ])('solution %s reads %s and filters %s', (slug, label, filter) => {
    expect(ROUTE_FILTERS.solution[slug]).toEqual({ label, filter });
  });

  it.each([
    ['101', 'healthcare', 'Healthcare'],
    ['102', 'multi-residential', 'Multi-residential'],
    ['103', 'offices', 'Offices'],
    ['104', 'education', 'Education'],
    ['105', 'retail-hospitality', 'Retail & hospitality'],
    ['106', 'hotels', 'Hotels'],
    ['107', 'entertainment-recreation-transports', 'Entertainment, recreation & transport'],
    ['108', 'government-defense', 'Government & defence'],
  ])('sector %s (%s) reads %s, by slug, code or both', (code, slug, label) => {
    const expected = { code, label, filter: `sectors:"${code}"` };
    expect(SECTOR_FILTERS[slug]).toEqual(expected);
    expect(sectorFilter(slug)).toEqual(expected);
    expect(sectorFilter(code)).toEqual(expected);
    expect(sectorFilter(`${code}-${slug}`)).toEqual(expected);
    expect(CATEGORY_FILTERS[slug]).toEqual({
      group: 'sector',
      label,
      filter: `sectors:"${code}"`,
    });
  });

  it('knows no other sector', () => {
    expect(sectorFilter('109')).toBeUndefined();
    expect(sectorFilter('healthcare-101')).toBeUndefined();
    expect(Object.keys(SECTOR_FILTERS)).toHaveLength(8);
  });
});

describe('category slug filters (storefront §9)', () => {
  it.each([
    ['tapware', 'Tapware', 'family:"tapware"'],
    ['sanitaryware', 'Sanitaryware', 'family:"sanitaryware"'],
    ['showers', 'Showers', 'family:"showers"'],
    ['basins', 'Basins', 'family:"basins"'],
    ['baths', 'Baths', 'family:"baths"'],
    ['spare-parts-valves', 'Spare Parts & Valves', 'family:"spare-parts-valves"'],
    ['kitchen-laundry', 'Kitchen & Laundry', 'family:"kitchen-laundry"'],
    ['accessories', 'Accessories', 'family:"accessories"'],
  ])('family %s reads %s and filters %s', (slug, label, filter) => {
    expect(CATEGORY_FILTERS[slug]).toEqual({ group: 'family', label, filter });
  });

  it('every category of every family filters on its slug and knows its family', () => {
    const leaves = [
      ...Object.entries(CATEGORY_FAMILIES).flatMap(([family, slugs]) =>
        slugs.map((slug) => [slug, family]),
      ),
      ...SPARE_PARTS_VALVES_CATEGORIES.map((slug) => [slug, 'spare-parts-valves']),
    ];
    expect(leaves).toHaveLength(49);
    for (const [slug, family] of leaves) {
      expect(CATEGORY_FILTERS[slug!]).toMatchObject({
        group: 'category',
        family,
        filter: `categorySlugs:"${slug}"`,
      });
    }
    expect(CATEGORY_FILTERS['basin-mixers']?.label).toBe('Basin Mixers');
    // The catalogue's display names, as the menu reads them: never the slug's words.
    expect(CATEGORY_FILTERS['baths-l2']?.label).toBe('Baths');
    expect(CATEGORY_FILTERS['buttons-accessories']?.label).toBe('Buttons & Accessories');
    expect(CATEGORY_FILTERS['shroud-pedestal']?.label).toBe('Shroud & Pedestal');
    expect(CATEGORY_FILTERS.cisterns?.family).toBe('sanitaryware');
  });

  it.each([
    ['as14281-accessible', 'AS1428.1 Accessible', 'IsAS14281Compliant:true'],
    ['as14281-ambulant', 'AS1428.1 Ambulant', 'IsAS14281Ambulant:true'],
    ['nz4121-accessible', 'NZ4121.1 Accessible', 'IsNZ41121Compliant:true'],
    ['independent-living', 'Independent Living', 'IsIndependentLivingCompliant:true'],
  ])('compliance group %s reads %s and filters %s', (slug, label, filter) => {
    expect(CATEGORY_FILTERS[slug]).toEqual({ group: 'compliance', label, filter });
  });

  it('lead-free, touchless and hob mixers add their condition', () => {
    expect(CATEGORY_FILTERS['lead-free']).toEqual({
      group: 'lead-free',
      label: 'Lead Free',
      filter: 'leadfree:true',
    });
    expect(CATEGORY_FILTERS.touchless).toEqual({
      group: 'touchless',
      label: 'Touchless',
      filter: 'touchless-smart:true',
    });
    expect(CATEGORY_FILTERS['hob-mixers']).toEqual({
      group: 'product-type',
      label: 'Hob Mixers',
      filter: 'product-types:"hob-mixer"',
    });
  });

  it.each([
    ['mixers', 'Mixers', 'mixer'],
    ['shower-mixers', 'Shower Mixers', 'shower-mixer'],
    ['sink-mixers', 'Sink Mixers', 'sink-mixer'],
    ['laundry-mixers', 'Laundry Mixers', 'laundry-mixer'],
    ['spouts', 'Spouts', 'spout'],
    ['outlets', 'Outlets', 'outlet'],
    ['tap-sets', 'Tap Sets', 'tap-set'],
    ['cartridges', 'Cartridges', 'cartridge'],
    ['pans', 'Pans', 'pan'],
    ['seats', 'Seats', 'seat'],
    ['bidets', 'Bidets', 'bidet'],
    ['vanities', 'Vanities', 'vanity'],
    ['pedestals', 'Pedestals', 'pedestal'],
    ['wastes', 'Wastes', 'waste'],
    ['shower-heads', 'Shower Heads', 'shower-head'],
    ['spas', 'Spas', 'spa'],
    ['towel-rails', 'Towel Rails', 'towel-rail'],
    ['grab-rails', 'Grab Rails', 'grab-rail'],
    ['shelves', 'Shelves', 'shelf'],
    ['cabinets', 'Cabinets', 'cabinet'],
    ['care', 'Care', 'care'],
  ])('product-type group %s reads %s and lists product type %s', (slug, label, type) => {
    expect(CATEGORY_FILTERS[slug]).toEqual({
      group: 'product-type',
      label,
      filter: `product-types:"${type}"`,
    });
  });

  it('names each slug once: no group hides a family or a category', () => {
    const leaves = [...Object.values(CATEGORY_FAMILIES).flat(), ...SPARE_PARTS_VALVES_CATEGORIES];
    const groups = Object.values(CATEGORY_FILTERS).filter(
      (entry) => entry.group !== 'family' && entry.group !== 'category',
    );
    expect(Object.keys(CATEGORY_FILTERS)).toHaveLength(
      PRODUCT_FAMILIES.length + leaves.length + groups.length,
    );
    expect(new Set(leaves).size).toBe(leaves.length);
  });
});

describe('category paths', () => {
  it('AND every segment’s condition', () => {
    expect(categoryPath(['tapware', 'basin-mixers', 'lead-free'])).toEqual({
      entries: [
        CATEGORY_FILTERS.tapware,
        CATEGORY_FILTERS['basin-mixers'],
        CATEGORY_FILTERS['lead-free'],
      ],
      filter: 'family:"tapware" AND categorySlugs:"basin-mixers" AND leadfree:true',
    });
    expect(categoryPath([])).toEqual({ entries: [], filter: '' });
  });

  it.each([['nonsense'], ['tapware', 'nonsense'], ['constructor'], ['__proto__'], ['toString']])(
    'know no other slug: %s',
    (...segments) => {
      expect(categoryPath(segments)).toBeUndefined();
    },
  );
});

describe('filter helpers', () => {
  it('quote values, escaping quotes and backslashes', () => {
    expect(quoteFilterValue('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
  });

  it('AND conditions, keeping an OR group whole and leaving blanks out', () => {
    expect(andFilters(['brand:"kinnear"', '', 'a:1 OR b:2'])).toBe(
      'brand:"kinnear" AND (a:1 OR b:2)',
    );
    expect(andFilters(['brand:"kinnear"', ''])).toBe('brand:"kinnear"');
    expect(andFilters([])).toBe('');
  });

  it.each([
    [['tapware', 'basin-mixers'], 'tapware/basin-mixers'],
    [['sanitaryware', 'care-toilets', 'toilet-suites'], 'sanitaryware/care-toilets'],
    [['basin-mixers', 'tapware'], 'tapware/basin-mixers'],
    [['tapware'], 'tapware'],
    [[], undefined],
  ])('a product with category keys %j links with category=%s', (keys, path) => {
    expect(productCategoryPath(keys)).toBe(path);
  });
});
