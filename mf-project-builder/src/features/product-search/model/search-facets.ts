import type { FacetConfig } from '@specify/contracts';
import { FACETS } from '@specify/contracts/search/facets';

/** Tab 2 offers hits 48 to a page (project-builder.md §7) and up to 999 values per facet. */
export const HITS_PER_PAGE = 48;
export const MAX_VALUES_PER_FACET = 999;
/** Values a facet shows before Show More. */
export const FACET_VALUES_SHOWN = 6;

/** The facets of tab 2 (§2, §9), in the spec's order, by their labels in the contracts' FACETS. */
const TAB_FACET_LABELS = ['Brand', 'Category', 'Product Type', 'Material', 'Colour', 'Collection'];

export const TAB_FACETS: readonly FacetConfig[] = TAB_FACET_LABELS.map((label) => {
  const facet = FACETS.find((candidate) => candidate.label === label);
  if (!facet) throw new Error(`The contracts' FACETS have no '${label}' facet.`);
  return facet;
});
