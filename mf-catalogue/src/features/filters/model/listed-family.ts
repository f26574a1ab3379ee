import type { ProductFamily } from '@specify/contracts';
import { PRODUCT_FAMILIES } from '@specify/contracts';
import { PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';

/**
 * The family every listed product belongs to, when they share one. Each product is listed under
 * its family's top category, named as PRODUCT_FAMILY_LABELS names it, so the categories facet
 * tells: the family whose category counts every hit.
 */
export function listedFamily(
  categories: Readonly<Record<string, number>> | undefined,
  nbHits: number,
): ProductFamily | undefined {
  if (!categories || nbHits === 0) return undefined;
  return PRODUCT_FAMILIES.find((family) => categories[PRODUCT_FAMILY_LABELS[family]] === nbHits);
}
