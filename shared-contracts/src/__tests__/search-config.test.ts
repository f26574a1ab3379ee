import { parseRuntimeConfig } from '../runtime-config';
import { isSearchSort, searchIndexName, searchIndices } from '../search-config';

describe('search index names', () => {
  it('are a table indices[market][context][sort]', () => {
    const indices = searchIndices('specify');
    expect(indices.au.products).toEqual({
      newest: 'specify_products_au',
      name_asc: 'specify_products_au_name_asc',
      name_desc: 'specify_products_au_name_desc',
    });
    expect(indices.nz['bim-library'].name_desc).toBe('specify_bim_library_nz_name_desc');
    expect(indices.nz['search-variant'].newest).toBe('specify_search_variant_nz');
  });

  it('give content and query suggestions only their primary index', () => {
    const indices = searchIndices('specify');
    expect(indices.au.content).toEqual({ newest: 'specify_content_au' });
    expect(indices.nz['query-suggestions']).toEqual({ newest: 'specify_query_suggestions_nz' });
  });

  it('follow one naming rule', () => {
    expect(searchIndexName('shop', 'bim-library', 'au')).toBe('shop_bim_library_au');
    expect(searchIndexName('shop', 'products', 'nz', 'name_asc')).toBe('shop_products_nz_name_asc');
  });

  it('travel in the runtime config, which rejects a table missing a sort', () => {
    const search = {
      appId: 'app',
      hosts: [{ url: 'localhost:3000', protocol: 'http' }],
      insightsHost: 'http://localhost:3000',
      indexPrefix: 'specify',
      indices: searchIndices('specify'),
    };
    const config = { environment: 'local', remotes: {}, search };
    expect(parseRuntimeConfig(config).search?.indices).toEqual(searchIndices('specify'));
    const products: Partial<Record<string, string>> = { ...search.indices.au.products };
    delete products.name_asc;
    const broken = {
      ...search,
      indices: { ...search.indices, au: { ...search.indices.au, products } },
    };
    expect(() => parseRuntimeConfig({ ...config, search: broken })).toThrow(
      /search\.indices\.au\.products\.name_asc/,
    );
  });
});

describe('the sort enum', () => {
  it('knows the three listing sorts and nothing else', () => {
    expect(['newest', 'name_asc', 'name_desc'].every(isSearchSort)).toBe(true);
    expect(isSearchSort('price_asc')).toBe(false);
    expect(isSearchSort(undefined)).toBe(false);
  });
});
