import type { BuilderCategory } from '@specify/contracts/catalogue/taxonomy';

/** The search filter of a category of the builder's tree (BUILDER_CATEGORIES): any of its keys. */
export function categoryFilter(category: BuilderCategory): string {
  return category.keys.map((key) => `categoryKeys:"${key}"`).join(' OR ');
}
