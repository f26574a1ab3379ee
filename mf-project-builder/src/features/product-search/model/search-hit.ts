import * as v from 'valibot';
import { variantHitSchema } from '@specify/contracts/search/hits';

/** What a tab 2 result shows and adds: one variant of a product. */
export interface SearchProduct {
  objectID: string;
  sku: string;
  name: string;
  code: string;
  colour?: string;
  image?: string;
}

const text = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

/**
 * A search-variant hit in our terms (CONVENTIONS 5): checked against the contracts' hit schema,
 * never cast; a hit that does not match is left out and reported.
 */
export function productOfHit(hit: unknown): SearchProduct | undefined {
  const parsed = v.safeParse(variantHitSchema, hit);
  if (!parsed.success) {
    const paths = parsed.issues.map((issue) => v.getDotPath(issue) ?? '(root)').join(', ');
    console.error(`SPEC-HIT-001: a search hit was left out (${paths}).`);
    return undefined;
  }
  const { objectID, name, variant } = parsed.output;
  const colour = text(variant.colour);
  const image = variant.images[0];
  return {
    objectID,
    sku: variant.sku,
    name: text(name) ?? variant.sku,
    code: text(variant['item-code']) ?? variant.sku,
    ...(colour ? { colour } : {}),
    ...(image ? { image } : {}),
  };
}
