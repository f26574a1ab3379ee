import { MARKETS, matchRoute } from '@specify/contracts';
import {
  CATEGORY_FILTERS,
  ROUTE_FILTERS,
  collectionFilter,
} from '@specify/contracts/catalogue/listing-rules';
import enAU from '../../i18n/en-AU.messages.json';
import { filterConditions, filterableAttributes } from '../../testing/index-attributes';
import { listingContext, type ListingContext } from '../listing-from-route';

function contextOf(path: string) {
  const route = matchRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return listingContext(route);
}

function listing(path: string): ListingContext {
  const context = contextOf(path);
  if (!context || 'notFound' in context) throw new Error(`${path} lists nothing`);
  return context;
}

describe('filters built from the route', () => {
  it.each([
    ['/au/products/tapware/', 'family:"tapware"', 'Tapware'],
    [
      '/au/products/tapware/basin-mixers/',
      'family:"tapware" AND categorySlugs:"basin-mixers"',
      'Basin Mixers',
    ],
    ['/au/products/baths/baths-l2/', 'family:"baths" AND categorySlugs:"baths-l2"', 'Baths'],
    [
      '/au/products/basins/shroud-pedestal/',
      'family:"basins" AND categorySlugs:"shroud-pedestal"',
      'Shroud & Pedestal',
    ],
    ['/au/products/tapware/lead-free/', 'family:"tapware" AND leadfree:true', 'Lead Free'],
    ['/au/products/showers/touchless/', 'family:"showers" AND touchless-smart:true', 'Touchless'],
    [
      '/au/products/tapware/hob-mixers/',
      'family:"tapware" AND product-types:"hob-mixer"',
      'Hob Mixers',
    ],
    [
      '/au/products/sanitaryware/as14281-ambulant/',
      'family:"sanitaryware" AND IsAS14281Ambulant:true',
      'AS1428.1 Ambulant',
    ],
    ['/au/products/basins/healthcare/', 'family:"basins" AND sectors:"101"', 'Healthcare'],
    [
      '/au/products/tapware/basin-mixers/lead-free/',
      'family:"tapware" AND categorySlugs:"basin-mixers" AND leadfree:true',
      'Lead Free',
    ],
    [
      '/au/products/spare-parts-valves/valves/',
      'family:"spare-parts-valves" AND categorySlugs:"valves"',
      'Valves',
    ],
    ['/au/brands/kinnear/', 'brand:"kinnear"', 'Kinnear'],
    ['/au/brands/methven/tapware/', 'brand:"methven" AND family:"tapware"', 'Methven'],
    ['/au/sectors/healthcare/', 'sectors:"101"', 'Healthcare'],
    ['/au/sectors/108/', 'sectors:"108"', 'Government & defence'],
    ['/au/sectors/105-retail-hospitality/', 'sectors:"105"', 'Retail & hospitality'],
    ['/au/sectors/hotels/lead-free/', 'sectors:"106" AND leadfree:true', 'Hotels'],
    ['/au/solutions/touchless-bathrooms/', 'touchless-smart:true', 'Touchless Bathrooms'],
    ['/au/solutions/as14281-accessible/', 'IsAS14281Compliant:true', 'AS1428.1 Accessible'],
    ['/au/collection/luna/', 'range:"luna"', 'Luna'],
    ['/au/collection/luna/tapware/', 'range:"luna" AND family:"tapware"', 'Luna'],
    ['/au/collection/civic-collection/', 'range:"civic-collection"', 'Civic Collection'],
    ['/au/livewell/', 'brand:"livewell"', 'LiveWell'],
    ['/au/livewell/care/', 'brand:"livewell" AND product-types:"care"', 'LiveWell'],
    ['/au/search', '', 'Search results'],
    ['/au/tools-resources/bim-library/', '', 'BIM Library'],
  ])('%s filters %s under the heading %s', (path, filters, heading) => {
    const context = listing(path);
    expect(context.filters).toBe(filters);
    // A name from the data as it is; fixed words through the catalogue.
    const { heading: shown } = context;
    expect('message' in shown ? enAU[shown.message] : shown.text).toBe(heading);
  });

  it.each([
    ['/au/brands/acme/'],
    ['/au/brands/kinnear/nonsense/'],
    ['/au/sectors/109/'],
    ['/au/sectors/healthcare/tapware/nonsense/'],
    ['/au/solutions/accessible/'],
    ['/au/solutions/toString/'],
    ['/au/collection/luna/nonsense/'],
    ['/au/livewell/nonsense/'],
    ['/au/products/tapware/nonsense/'],
    ['/au/products/tapware/showers/'],
    ['/nz/products/spare-parts-valves/gadgets/'],
  ])('%s names an unknown slug: the not-found page', (path) => {
    expect(contextOf(path)).toEqual({ notFound: true, market: path.slice(1, 3) });
  });

  it('moves a category named under another family, keeping group slugs where they are', () => {
    expect(listing('/au/products/tapware/cisterns/').canonicalPath).toBe(
      '/au/products/sanitaryware/cisterns/',
    );
    expect(listing('/au/products/tapware/cisterns/lead-free/').canonicalPath).toBe(
      '/au/products/sanitaryware/cisterns/lead-free/',
    );
    expect(listing('/au/products/sanitaryware/lead-free/').canonicalPath).toBeUndefined();
  });

  it('every route filter names attributes the catalogue index facets on, in the engine’s grammar', () => {
    const filters = [
      ...Object.values(ROUTE_FILTERS).flatMap((table) =>
        Object.values(table).map((entry) => entry.filter),
      ),
      ...Object.values(CATEGORY_FILTERS).map((entry) => entry.filter),
      collectionFilter('luna').filter,
    ];
    for (const market of MARKETS) {
      const filterable = filterableAttributes(market);
      for (const filter of filters) {
        for (const condition of filterConditions(filter)) {
          expect(condition.kind).toBe('facet');
          if (condition.kind === 'facet') expect(filterable).toContain(condition.attribute);
        }
      }
    }
  });
});

describe('page size by route', () => {
  it.each([
    ['/au/brands/kinnear/', 48],
    ['/au/brands/methven/tapware/', 48],
    ['/au/sectors/healthcare/', 48],
    ['/au/solutions/touchless-bathrooms/', 12],
    ['/au/collection/luna/', 12],
    ['/au/livewell/', 12],
    ['/au/brands/livewell/', 12],
    ['/au/products/tapware/', 12],
    ['/au/products/tapware/lead-free/', 12],
    ['/au/search', 12],
    ['/au/tools-resources/bim-library/', 12],
  ])('%s asks %i hits a page', (path, size) => {
    expect(listing(path).hitsPerPage).toBe(size);
  });
});

describe('product link options by route', () => {
  it.each([
    ['/au/products/tapware/basin-mixers/', { category: 'tapware/basin-mixers' }],
    ['/au/brands/kinnear/', { categoryOfProduct: true }],
    ['/au/brands/kinnear/tapware/lead-free/', { category: 'tapware/lead-free' }],
    ['/au/sectors/healthcare/', { categoryOfProduct: true }],
    ['/au/solutions/independent-living/', { categoryOfProduct: true }],
    ['/au/livewell/', { categoryOfProduct: true }],
    ['/au/livewell/care/', { category: 'care' }],
    ['/au/search', { fromSearch: true, categoryOfProduct: true }],
    ['/au/collection/luna/', { collection: 'luna' }],
    ['/au/collection/luna/tapware/', { collection: 'luna/tapware' }],
    ['/au/tools-resources/bim-library/', { fromBim: true }],
  ])('%s links with %j', (path, link) => {
    expect(listing(path).link).toEqual(link);
  });
});
