import {
  MARKETS,
  searchIndices,
  type ContentSearchRecord,
  type Market,
  type Product,
} from '@specify/contracts';
import {
  CONTENT_INDEX_SETTINGS,
  QUERY_SUGGESTIONS_SETTINGS,
  bimIndexSettings,
  catalogueIndexSettings,
  type SearchEngine,
} from '@specify/search-engine';
import {
  RecordInterner,
  bimRecords,
  productRecords,
  suggestionRecords,
  variantRecords,
} from './records';

export interface CatalogueSources {
  products: readonly Product[];
  /** The CMS pages of each market. */
  content?: Partial<Record<Market, readonly ContentSearchRecord[]>>;
}

/** (Re)builds every index of both markets from the catalogue; each index swaps in whole. */
export function indexCatalogue(engine: SearchEngine, prefix: string, sources: CatalogueSources) {
  const indices = searchIndices(prefix);
  for (const market of MARKETS) {
    const names = indices[market];
    // One per market: the market's records share their equal lists and variant summaries.
    const interner = new RecordInterner();
    engine.setIndex(
      names.products.newest,
      productRecords(sources.products, market, interner),
      catalogueIndexSettings(market, names.products),
    );
    const variants = variantRecords(sources.products, market, interner);
    engine.setIndex(
      names['search-variant'].newest,
      variants,
      catalogueIndexSettings(market, names['search-variant']),
    );
    engine.setIndex(
      names['bim-library'].newest,
      bimRecords(sources.products, market, variants, interner),
      bimIndexSettings(market, names['bim-library']),
    );
    engine.setIndex(
      names['query-suggestions'].newest,
      suggestionRecords(sources.products, market),
      QUERY_SUGGESTIONS_SETTINGS,
    );
    engine.setIndex(names.content.newest, sources.content?.[market] ?? [], CONTENT_INDEX_SETTINGS);
  }
}
