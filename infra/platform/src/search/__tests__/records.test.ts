import { searchIndices } from '@specify/contracts';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import { parseListingHit } from '@specify/contracts/search/hits';
import { SearchEngine, runQueries } from '@specify/search-engine';
import { indexCatalogue } from '../catalogue-indices';
import { productRecords, suggestionRecords } from '../records';
import { catalogue } from './helpers';

/** The listing facets the §9 labels name, indexed from the seed catalogue's item attributes. */

const AU = searchIndices('specify').au.products.newest;
let engine: SearchEngine;

beforeAll(() => {
  engine = new SearchEngine();
  indexCatalogue(engine, 'specify', { products: catalogue() });
});

type Json = ReturnType<typeof JSON.parse>;
function search(request: Record<string, unknown>): Json {
  const body = { requests: [{ indexName: AU, facets: ['*'], maxValuesPerFacet: 999, ...request }] };
  return (runQueries(engine, { filters: 'audience:visitor' }, body) as Json).results[0];
}

describe('indexed item attributes', () => {
  it('a toilet pans listing facets on trap type and refines by it', () => {
    const pans = 'family:"sanitaryware" AND categorySlugs:"toilet-pans"';
    const all = search({ filters: pans });
    expect(Object.keys(all.facets['trap-type']).sort()).toEqual(['P Trap', 'S Trap', 'Skew Trap']);
    const sTrap = search({ filters: pans, facetFilters: [['trap-type:S Trap']], hitsPerPage: 100 });
    expect(sTrap.nbHits).toBe(all.facets['trap-type']['S Trap']);
    for (const hit of sTrap.hits) expect(hit['trap-type']).toContain('S Trap');
  });

  it('tapware and showers carry WELS flow rates as numbers a range refines', () => {
    const tapware = search({ filters: 'family:"tapware"' });
    expect(tapware.facets_stats['wels-flow-rate-1'].min).toBeGreaterThanOrEqual(4);
    const showers = search({ filters: 'family:"showers"' });
    expect(showers.facets_stats['wels-flow-rate-2'].max).toBeLessThanOrEqual(9);
    const fast = search({
      filters: 'family:"tapware"',
      numericFilters: ['wels-flow-rate-1>=8'],
      hitsPerPage: 50,
    });
    expect(fast.nbHits).toBeGreaterThan(0);
    expect(fast.nbHits).toBeLessThan(tapware.nbHits);
    for (const hit of fast.hits)
      expect(hit['wels-flow-rate-1'].some((rate: number) => rate >= 8)).toBe(true);
  });

  it('leaves the attributes out of records whose variants have none', () => {
    const records = productRecords(catalogue(), 'au');
    const baths = records.filter((record) => record.family === 'baths');
    expect(baths.length).toBeGreaterThan(0);
    for (const record of baths) {
      expect(record).not.toHaveProperty('trap-type');
      expect(record).not.toHaveProperty('wels-flow-rate-1');
    }
    const mixers = records.filter((record) => record.categorySlugs.includes('basin-mixers'));
    for (const record of mixers)
      expect(record.measures['cartridge-size']?.length).toBeGreaterThan(0);
  });
});

describe('sale prices in records', () => {
  it("carry the market's discounted price to the cards, through the hit schema", () => {
    const records = productRecords(catalogue(), 'nz');
    const onSale = records.filter((record) =>
      record.variants.some((variant) => variant.prices[0]?.discounted),
    );
    expect(onSale.length).toBeGreaterThan(0);
    const [record] = onSale;
    const parsed = parseListingHit(JSON.parse(JSON.stringify(record)));
    if (!parsed.success) throw new Error('a record does not parse as a hit');
    const variants = 'variants' in parsed.output ? parsed.output.variants : [];
    const price = variants.find((variant) => variant.prices[0]?.discounted)?.prices[0];
    expect(price?.country).toBe('NZ');
    expect(price?.discounted?.currencyCode).toBe('NZD');
    expect(price!.discounted!.centAmount).toBeLessThan(price!.value.centAmount);
  });
});

describe('query suggestions', () => {
  const SUGGESTIONS_AU = searchIndices('specify').au['query-suggestions'].newest;

  function popularity(audienceFilter: string, phrase: string): number | undefined {
    const body = { requests: [{ indexName: SUGGESTIONS_AU, query: phrase, hitsPerPage: 100 }] };
    const result = (runQueries(engine, { filters: audienceFilter }, body) as Json).results[0];
    const hit = result.hits.find((h: Json) => h.query.toLowerCase() === phrase.toLowerCase());
    return hit?.popularity;
  }

  it('rank by visible products for a visitor, by every product for an internal user', () => {
    const products = catalogue();
    const hidden = products.find((product) => !visibleProduct(product, false));
    expect(hidden).toBeDefined();
    const brand = hidden!.attributesAlgolia.brand;
    const ofBrand = products.filter((product) => product.attributesAlgolia.brand === brand);
    const visible = ofBrand.filter((product) => visibleProduct(product, false));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(ofBrand.length);
    expect(popularity('audience:visitor', brand)).toBe(visible.length);
    expect(popularity('audience:internal', brand)).toBe(ofBrand.length);
  });

  it('offer the words a person types, never a key: hob mixer, not hob-mixer', () => {
    const queries = suggestionRecords(catalogue(), 'au').map((record) => record.query);
    expect(queries).toEqual(
      expect.arrayContaining([
        'hob mixer',
        'basin mixer',
        'kinnear',
        'urbane ii universal accessories',
      ]),
    );
    expect(queries.filter((query) => /[-{}]/.test(query))).toEqual([]);
  });
});
