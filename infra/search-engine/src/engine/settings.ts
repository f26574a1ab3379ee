/** The subset of Algolia's index settings the engine honours. */
export interface IndexSettings {
  /** In rank order; `unordered(attr)` is accepted, `a, b` puts two attributes at one rank. */
  searchableAttributes: string[];
  /** `searchable(attr)` allows facet-value search, `filterOnly(attr)` keeps it out of `facets: *`. */
  attributesForFaceting: string[];
  /**
   * The numeric attributes (dotted paths to numbers) numeric filters may use; all of a record's
   * numbers when absent, as Algolia's. Listing them makes indexing faster and the index smaller.
   * `equalOnly(attr)` is accepted as `attr`.
   */
  numericAttributesForFiltering?: string[];
  /** `desc(attr)` / `asc(attr)`: the tie-break after relevance; a replica changes only this. */
  customRanking?: string[];
  /** Identifier attributes (codes, SKUs): no typos, and a whole-query match ranks first. */
  codeAttributes?: string[];
  unretrievableAttributes?: string[];
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  paginationLimitedTo?: number;
  /** Groups hits by this attribute's value when `distinct` is on (a product's variants). */
  attributeForDistinct?: string;
  /** Hits kept per group by default (0 or undefined: off); a query's `distinct` overrides it. */
  distinct?: number;
  /** Replica name → its customRanking. */
  replicas?: Record<string, string[]>;
}

export interface FacetDeclaration {
  attribute: string;
  searchable: boolean;
  filterOnly: boolean;
}

export function parseFacetDeclaration(entry: string): FacetDeclaration {
  const match = /^(searchable|filterOnly|afterDistinct)\((.+)\)$/.exec(entry.trim());
  const attribute = (match?.[2] ?? entry).trim();
  return {
    attribute,
    searchable: match?.[1] === 'searchable',
    filterOnly: match?.[1] === 'filterOnly',
  };
}

/** numericAttributesForFiltering's attribute paths, without `equalOnly(…)`; undefined for all. */
export function numericAttributes(settings: IndexSettings): string[] | undefined {
  return settings.numericAttributesForFiltering?.map((entry) =>
    entry.trim().replace(/^equalOnly\((.+)\)$/, '$1'),
  );
}

/** Searchable attributes as [attribute, rank] pairs. */
export function searchableRanks(settings: IndexSettings): [string, number][] {
  const pairs: [string, number][] = [];
  settings.searchableAttributes.forEach((entry, rank) => {
    for (const part of entry.split(',')) {
      const attribute = part.trim().replace(/^unordered\((.+)\)$/, '$1');
      if (attribute) pairs.push([attribute, rank]);
    }
  });
  return pairs;
}

export interface RankingRule {
  attribute: string;
  direction: 1 | -1;
}

export function parseCustomRanking(rules: readonly string[] = []): RankingRule[] {
  return rules.map((rule) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(rule.trim());
    if (!match?.[2]) throw new Error(`Invalid customRanking rule: ${rule}`);
    return { attribute: match[2], direction: match[1] === 'asc' ? 1 : -1 };
  });
}
