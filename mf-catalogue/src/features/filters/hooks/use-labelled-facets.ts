import { useMemo } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { FacetConfig } from '@specify/contracts';
import { facetsLabelledFor } from '@specify/contracts/catalogue/labels';
import { listedFamily } from '../model/listed-family';

/**
 * The facets titled for what the listing shows (storefront §9 "Some labels are remapped"): the
 * WELS flow rates read 'Wels With flow Rate #1/#2' unless every listed product is sanitaryware.
 * Facet titles and chips both take their labels from here.
 */
export function useLabelledFacets(facets: FacetConfig[]): FacetConfig[] {
  const { results } = useInstantSearch();
  const raw = results?._rawResults?.[0];
  const family = listedFamily(raw?.facets?.categories, raw?.nbHits ?? 0);
  return useMemo(() => facetsLabelledFor(facets, family), [facets, family]);
}
