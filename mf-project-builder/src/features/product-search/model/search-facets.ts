import type { FacetConfig } from '@specify/contracts';
import { BRANDS } from '@specify/contracts/catalogue/taxonomy';
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

function titleCase(text: string): string {
  return text.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** A facet value as people read it: brand names, collections and slugs title-cased. */
export function facetValueLabel(attribute: string, value: string): string {
  if (attribute === 'brand')
    return BRANDS.find((brand) => brand.slug === value)?.name ?? titleCase(value);
  if (attribute === 'range' || attribute === 'product-types') return titleCase(value);
  return value;
}
