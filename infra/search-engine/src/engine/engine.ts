import type { FilterCnf } from '../filters/ast';
import { SearchApiError, type SearchParams } from '../params';
import { evaluateFilters } from './evaluate';
import { computeFacets, searchFacetValues, type FacetHit, type FacetStats } from './facets';
import { highlightRecord, snippetRecord } from './highlight';
import { IndexData } from './index-data';
import { TextMatchCache, listAll, matchText } from './match';
import { facetString, firstValueAt, type JsonRecord } from './paths';
import { project } from './retrieve';
import type { IndexSettings } from './settings';
import { runSteps } from './steps';

/** A click-analytics query ID: 32 hex digits, as Algolia's. Web Crypto, so it runs in browsers too. */
function queryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Algolia's distinct: in rank order, at most `keep` hits per value of the index's
 * attributeForDistinct (a product's variants share one card); a hit without the attribute is a
 * group of its own.
 */
function distinctDocs(data: IndexData, docs: Uint32Array, attribute: string, keep: number) {
  const path = attribute.split('.');
  const kept = new Map<string, number>();
  const out: number[] = [];
  for (const doc of docs) {
    const key = facetString(firstValueAt(data.records[doc], path));
    const count = key === undefined ? 0 : (kept.get(key) ?? 0);
    if (count >= keep) continue;
    if (key !== undefined) kept.set(key, count + 1);
    out.push(doc);
  }
  return Uint32Array.from(out);
}

/** An index as the API sees it: a primary or a replica (same data, another order). */
export interface IndexView {
  name: string;
  data: IndexData;
  customRanking: readonly string[];
}

export interface SearchResponse {
  hits: JsonRecord[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { facetsCount: boolean; nbHits: boolean; typo: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  renderingContent: Record<string, never>;
  offset?: number;
  length?: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** The in-memory indices, each replaced whole when it is rebuilt. */
export class SearchEngine {
  private readonly views = new Map<string, IndexView>();
  /** The documents of recent texts, by index order (match.ts): 16 MB of them at most. */
  private readonly textMatches = new TextMatchCache(16 * 1024 * 1024);

  /**
   * Builds an index (and its replicas) from records and settings, replacing any previous one.
   * Records are any JSON objects (typed records included); the engine reads them by attribute.
   */
  setIndex(
    name: string,
    records: readonly object[],
    settings: IndexSettings,
    options: { subsetOf?: string } = {},
  ): IndexData {
    return runSteps(this.setIndexInSteps(name, records, settings, options));
  }

  /**
   * setIndex in steps (steps.ts: `runInSlices` runs them between other work). Until the last step
   * the index answers from its previous data; then the new data takes its place, replicas and
   * all, at once. `subsetOf` names an index whose records these extend, some of them, in its
   * order: the new index is made from that one's structures (IndexData.subsetInSteps), far faster
   * than from the records.
   */
  *setIndexInSteps(
    name: string,
    records: readonly object[],
    settings: IndexSettings,
    { subsetOf }: { subsetOf?: string } = {},
  ): Generator<void, IndexData> {
    const base = subsetOf === undefined ? undefined : this.views.get(subsetOf)?.data;
    const data = base
      ? yield* IndexData.subsetInSteps(base, records as readonly JsonRecord[], settings)
      : yield* IndexData.inSteps(records as readonly JsonRecord[], settings);
    const replicas = Object.entries(settings.replicas ?? {});
    yield* data.sortOrdersInSteps([settings.customRanking, ...replicas.map(([, r]) => r)]);
    // The replaced index's matches are never asked for again: free them now.
    this.textMatches.clear();
    this.views.set(name, { name, data, customRanking: settings.customRanking ?? [] });
    for (const [replica, customRanking] of replicas) {
      this.views.set(replica, { name: replica, data, customRanking });
    }
    return data;
  }

  view(name: string): IndexView {
    const view = this.views.get(name);
    if (!view) throw new SearchApiError(404, 'Index does not exist');
    return view;
  }

  has(name: string): boolean {
    return this.views.has(name);
  }

  names(): string[] {
    return [...this.views.keys()];
  }

  /** Distinct index data (replicas share their primary's), for memory reports. */
  indexData(): IndexData[] {
    return [...new Set([...this.views.values()].map((view) => view.data))];
  }

  private candidates(view: IndexView, params: SearchParams, extra: FilterCnf) {
    const { data } = view;
    const allowed = evaluateFilters(data, [...params.filters, ...extra]);
    const order = data.sortOrder(view.customRanking);
    if (params.query.trim() === '' || !/[\p{L}\p{N}]/u.test(params.query)) {
      return { docs: listAll(allowed, order), queryWords: [], matchedTerms: new Map() };
    }
    const ranks = params.restrictSearchableAttributes?.length
      ? new Set(
          data.searchable
            .filter(([attribute]) => params.restrictSearchableAttributes?.includes(attribute))
            .map(([, rank]) => rank),
        )
      : undefined;
    return matchText(data, params.query, allowed, order, { ...params, ranks }, this.textMatches);
  }

  /** One query. `extra` is the secured key's filter, ANDed and never overridable. */
  search(
    name: string,
    params: SearchParams,
    paramsEcho: string,
    extra: FilterCnf = [],
  ): SearchResponse {
    const started = performance.now();
    const view = this.view(name);
    const { data } = view;
    const settings = data.settings;
    const { docs: matched, queryWords, matchedTerms } = this.candidates(view, params, extra);
    const keep = params.distinct ?? settings.distinct ?? 0;
    const docs =
      keep > 0 && settings.attributeForDistinct
        ? distinctDocs(data, matched, settings.attributeForDistinct, keep)
        : matched;
    const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage ?? 20;
    const limit = settings.paginationLimitedTo ?? 1000;
    const nbHits = docs.length;
    let start = params.page * hitsPerPage;
    let end = start + hitsPerPage;
    if (params.offset !== undefined || params.length !== undefined) {
      start = params.offset ?? 0;
      end = start + (params.length ?? hitsPerPage);
    }
    end = Math.min(end, limit);
    const attributes = params.attributesToRetrieve ?? settings.attributesToRetrieve ?? ['*'];
    const toHighlight =
      params.attributesToHighlight ??
      settings.attributesToHighlight ??
      data.searchable.map(([attribute]) => attribute);
    const snippetSizes = new Map(
      (params.attributesToSnippet ?? []).map((entry) => {
        const [attribute = '', size] = entry.split(':');
        return [attribute, Number(size) || 10] as const;
      }),
    );
    const context = {
      queryWords,
      matchedTerms,
      pre: params.highlightPreTag,
      post: params.highlightPostTag,
      ellipsis: params.snippetEllipsisText,
    };
    const hits: JsonRecord[] = [];
    for (let i = start; i < Math.min(end, nbHits); i += 1) {
      const record = data.records[docs[i] ?? 0] ?? {};
      const hit = project(record, attributes, settings.unretrievableAttributes);
      if (toHighlight.length > 0) {
        const source = project(record, toHighlight, settings.unretrievableAttributes);
        hit._highlightResult = highlightRecord(source, context);
      }
      if (snippetSizes.size > 0) {
        const names = [...snippetSizes.keys()];
        const source = project(record, names, settings.unretrievableAttributes);
        hit._snippetResult = snippetRecord(source, snippetSizes, context);
      }
      hits.push(hit);
    }
    const facets =
      params.facets.length > 0
        ? computeFacets(
            data,
            params.facets,
            // Counted before distinct, as Algolia does unless facetingAfterDistinct is set.
            params.facetingAfterDistinct ? docs : matched,
            params.maxValuesPerFacet,
            params.sortFacetValuesBy,
          )
        : undefined;
    const response: SearchResponse = {
      hits,
      nbHits,
      page: params.page,
      nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0,
      hitsPerPage,
      ...(facets ? { facets: facets.facets, facets_stats: facets.stats } : {}),
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      processingTimeMS: Math.round(performance.now() - started),
      query: params.query,
      params: paramsEcho,
      index: name,
      renderingContent: {},
    };
    if (params.offset !== undefined || params.length !== undefined) {
      response.offset = start;
      response.length = end - start;
    }
    if (params.clickAnalytics) response.queryID = queryId();
    return response;
  }

  /** Facet-value search within the query's and filters' results. */
  searchForFacetValues(
    name: string,
    facet: string,
    params: SearchParams,
    extra: FilterCnf = [],
  ): FacetSearchResponse {
    const started = performance.now();
    const view = this.view(name);
    const field = view.data.facets.get(facet);
    if (!field?.searchable) {
      throw new SearchApiError(
        400,
        `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
      );
    }
    const { docs } = this.candidates(view, params, extra);
    return {
      facetHits: searchFacetValues(
        field,
        docs,
        params.facetQuery,
        params.maxFacetHits,
        params.highlightPreTag,
        params.highlightPostTag,
      ),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /** A record by objectID, if the key's filter lets the caller see it. */
  getObject(name: string, objectID: string, attributes: string[], extra: FilterCnf): JsonRecord {
    const { data } = this.view(name);
    const doc = data.ids.get(objectID);
    const allowed = evaluateFilters(data, extra);
    if (doc === undefined || (allowed && !allowed.has(doc))) {
      throw new SearchApiError(404, 'ObjectID does not exist');
    }
    return project(data.records[doc] ?? {}, attributes, data.settings.unretrievableAttributes);
  }
}
