import { searchIndices } from '@specify/contracts';
import { SearchEngine, bimIndexSettings, encodeParams, readParams } from '@specify/search-engine';
import { indexCatalogue } from '../catalogue-indices';
import { bimRecords } from '../records';
import { PREFIX, catalogue } from './helpers';

/**
 * The BIM library's index is made from search-variant's structures (its records are
 * search-variant's with their files): what it answers must be what an index read from its
 * records answers, on the seed catalogue, for the queries the BIM library page sends.
 */
describe("the BIM library's index, made from search-variant's", () => {
  const queries: Record<string, unknown>[] = [
    { query: '', facets: ['*'], hitsPerPage: 24 },
    { query: 'basin', facets: ['*'], hitsPerPage: 24 },
    { query: 'mixr' },
    { query: 'bas' },
    { query: '', facetFilters: [['bim-file-types:RFA-file']], facets: ['bim-file-types', 'brand'] },
    { query: 'shower', filters: 'audience:visitor', facets: ['colour', 'categories'] },
    { query: '', numericFilters: ['createdAt > 0'], page: 2 },
  ];

  const site = new SearchEngine();
  beforeAll(() => indexCatalogue(site, PREFIX, { products: catalogue() }));

  it.each(['au', 'nz'] as const)('answers as one read from its records (%s)', (market) => {
    const names = searchIndices(PREFIX)[market]['bim-library'];
    expect(site.view(names.newest).data.derived).toBe(true);

    const read = new SearchEngine();
    read.setIndex(names.newest, bimRecords(catalogue(), market), bimIndexSettings(market, names));
    for (const index of Object.values(names)) {
      for (const raw of queries) {
        const answer = (engine: SearchEngine) => ({
          ...engine.search(index, readParams(raw), encodeParams(raw)),
          processingTimeMS: 0,
          queryID: undefined,
        });
        const answered = answer(site);
        expect(answered).toEqual(answer(read));
        if (raw.query === '' && !raw.page) expect(answered.nbHits).toBeGreaterThan(0);
      }
    }
  });
});
