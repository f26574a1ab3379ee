import {
  href,
  hrefOfPath,
  matchRoute,
  ownerOfPath,
  productHref,
  switchMarketPath,
} from '../routes';

describe('route ownership table', () => {
  it.each([
    ['/au', 'mf-content', 'home'],
    ['/', 'mf-content', 'home'],
    ['/nz/about-us/contact-us', 'mf-content', 'contactUs'],
    ['/au/warranty', 'mf-content', 'warranty'],
    ['/au/experience-centres/', 'mf-content', 'experienceCentres'],
    ['/au/search', 'mf-catalogue', 'search'],
    ['/search/', 'mf-catalogue', 'search'],
    ['/au/products/tapware/', 'mf-catalogue', 'productFamily'],
    ['/au/products/tapware/basin-mixers', 'mf-catalogue', 'productFamily'],
    ['/products/spare-parts-valves', 'mf-catalogue', 'productFamily'],
    ['/nz/brands/methven/', 'mf-catalogue', 'brand'],
    ['/au/sectors/101', 'mf-catalogue', 'sector'],
    ['/au/solutions/touchless-bathrooms', 'mf-catalogue', 'solution'],
    ['/au/collection/urbane', 'mf-catalogue', 'collection'],
    ['/au/livewell', 'mf-catalogue', 'livewell'],
    ['/au/tools-resources/bim-library/', 'mf-catalogue', 'bimLibrary'],
    ['/au/product/luna-basin-mixer-chrome-LU1234/', 'mf-product', 'product'],
    ['/au/tools-resources/bim-library/luna-basin-mixer-chrome-LU1234', 'mf-product', 'bimProduct'],
    ['/au/cart', 'mf-account', 'cart'],
    ['/au/my-account', 'mf-account', 'myAccount'],
    ['/login', 'mf-account', 'login'],
    ['/company-registration', 'mf-account', 'companyRegistration'],
    ['/verify', 'mf-account', 'verify'],
    ['/password-reset-confirm', 'mf-account', 'passwordResetConfirm'],
    ['/au/project-builder/', 'mf-project-builder', 'projectDashboard'],
    ['/au/project-builder/create', 'mf-project-builder', 'projectCreate'],
    ['/nz/project-builder/edit', 'mf-project-builder', 'projectEdit'],
    ['/au/project-builder/view', 'mf-project-builder', 'projectView'],
    ['/au/project-builder/share-summary/', 'mf-project-builder', 'projectShareSummary'],
    ['/404', 'shell', 'notFound'],
  ])('%s belongs to %s (%s)', (path, owner, name) => {
    expect(matchRoute(path)).toMatchObject({ owner, name });
  });

  it('reads the market from the path, else from the fallback', () => {
    expect(matchRoute('/nz/cart')).toMatchObject({ market: 'nz', marketInPath: true });
    expect(matchRoute('/search', 'nz')).toMatchObject({ market: 'nz', marketInPath: false });
    expect(matchRoute('/search')).toMatchObject({ market: 'au' });
  });

  it('gives route parameters', () => {
    expect(matchRoute('/au/products/tapware/basin-mixers')?.params).toEqual({
      family: 'tapware',
      category: ['basin-mixers'],
    });
    expect(matchRoute('/nz/brands/methven')?.params).toEqual({ brand: 'methven' });
  });

  it.each(['/au/products/garden-hoses', '/au/nowhere', '/fr/cart', '/au/project-builder/unknown'])(
    'treats %s as unknown (the shell shows not-found)',
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
      expect(ownerOfPath(path)).toBe('shell');
    },
  );
});

describe('href builders', () => {
  it('prefixes market-scoped routes and leaves the others bare', () => {
    expect(href('home', 'nz')).toBe('/nz');
    expect(href('cart', 'au')).toBe('/au/cart');
    expect(href('brand', 'nz', { brand: 'methven' })).toBe('/nz/brands/methven/');
    expect(href('productFamily', 'au', { family: 'tapware', category: ['basin-mixers'] })).toBe(
      '/au/products/tapware/basin-mixers/',
    );
    expect(href('login', 'nz')).toBe('/login');
    expect(href('search', 'au', undefined, { query: 'luna basin' })).toBe(
      '/au/search?query=luna+basin',
    );
  });

  it('ends a link in a slash where the spec writes the route with one, before the query', () => {
    expect(href('productFamily', 'nz', { family: 'baths' })).toBe('/nz/products/baths/');
    expect(href('sector', 'au', { sector: '101' }, { page: 2 })).toBe('/au/sectors/101/?page=2');
    expect(href('solution', 'au', { solution: 'touchless-bathrooms' })).toBe(
      '/au/solutions/touchless-bathrooms/',
    );
    expect(href('collection', 'au', { collection: 'urbane' })).toBe('/au/collection/urbane/');
    expect(href('livewell', 'au', {})).toBe('/au/livewell/');
    expect(href('bimLibrary', 'au')).toBe('/au/tools-resources/bim-library/');
    expect(href('experienceCentres', 'nz')).toBe('/nz/experience-centres/');
    expect(href('product', 'au', { productPath: 'luna-LU1' })).toBe('/au/product/luna-LU1/');
  });

  it('leaves the slash off every other route', () => {
    expect(href('home', 'au')).toBe('/au');
    expect(href('warranty', 'au')).toBe('/au/warranty');
    expect(href('contactUs', 'au', undefined, { fromproduct: 'A1' })).toBe(
      '/au/about-us/contact-us?fromproduct=A1',
    );
    expect(href('projectDashboard', 'nz')).toBe('/nz/project-builder');
    expect(href('verify', 'au')).toBe('/verify');
  });

  it('rebuilds a known path with the same rules, and knows no link for an unknown one', () => {
    expect(hrefOfPath('/products/tapware', 'au')).toBe('/au/products/tapware/');
    expect(hrefOfPath('/brands/livewell/', 'nz')).toBe('/nz/brands/livewell/');
    expect(hrefOfPath('/au/sectors/101/offices', 'au')).toBe('/au/sectors/101/offices/');
    expect(hrefOfPath('/collection', 'au')).toBeUndefined();
    expect(hrefOfPath('/products', 'au')).toBeUndefined();
  });

  it('builds the product link from slug, colour and sku with its query options', () => {
    expect(
      productHref({
        market: 'au',
        slug: 'luna-basin-mixer',
        colour: 'Brushed Nickel',
        sku: 'LU1234',
      }),
    ).toBe('/au/product/luna-basin-mixer-brushed-nickel-LU1234/');
    expect(productHref({ market: 'nz', slug: 'opal-pan', sku: 'OP1', fromSearch: true })).toBe(
      '/nz/product/opal-pan-OP1/?sr=1',
    );
    expect(
      productHref({
        market: 'au',
        slug: 'a',
        colour: 'white',
        sku: 'B',
        category: '/products/basins',
        fromBim: true,
      }),
    ).toBe('/au/product/a-white-B/?category=%2Fproducts%2Fbasins&fromBim=true');
    expect(productHref({ market: 'au', slug: 'a', sku: 'B', fromBim: false })).toBe(
      '/au/product/a-B/?fromBim=false',
    );
  });

  it('swaps the market segment for the market toggle', () => {
    expect(switchMarketPath('/au/products/tapware', 'nz')).toBe('/nz/products/tapware');
    expect(switchMarketPath('/au', 'nz')).toBe('/nz');
    expect(switchMarketPath('/', 'nz')).toBe('/nz');
    expect(switchMarketPath('/search', 'nz')).toBe('/nz/search');
    expect(switchMarketPath('/login', 'nz')).toBe('/login');
  });
});
