import type { Category, CategoryRef, ProductFamily } from '@specify/contracts';
import { PRODUCT_FAMILIES } from '@specify/contracts';
import {
  CATEGORY_FAMILIES,
  CATEGORY_LABELS,
  PRODUCT_FAMILY_LABELS,
} from '@specify/contracts/catalogue/taxonomy';
import { UNMAPPED_CATEGORY_SLUGS } from './category-profiles';

/** Every leaf slug with its family: the mapped ones, then the unmapped spare-parts-valves ones. */
export function leafSlugs(): readonly { slug: string; family: ProductFamily }[] {
  return LEAVES;
}

const LEAVES = collectLeaves();

function collectLeaves(): { slug: string; family: ProductFamily }[] {
  const mapped = Object.entries(CATEGORY_FAMILIES).flatMap(([family, slugs]) =>
    slugs.map((slug) => ({ slug, family: family as ProductFamily })),
  );
  const unmapped = UNMAPPED_CATEGORY_SLUGS.map((slug) => ({
    slug,
    family: 'spare-parts-valves' as const,
  }));
  return [...mapped, ...unmapped];
}

const both = (text: string) => ({ 'en-AU': text, 'en-NZ': text });

/** One top category per family (`/products/<family>/`) with its slugs as children. */
export function buildCategories(): Category[] {
  const tops: Category[] = PRODUCT_FAMILIES.map((family, index) => ({
    categoryId: `cat-${family}`,
    slug: family,
    name: both(PRODUCT_FAMILY_LABELS[family]),
    _url: `/products/${family}/`,
    family,
    orderHint: index,
  }));
  const children: Category[] = leafSlugs().map(({ slug, family }, index) => ({
    categoryId: `cat-${family}-${slug}`,
    slug,
    name: both(CATEGORY_LABELS[slug] ?? slug),
    _url: `/products/${family}/${slug}/`,
    parentId: `cat-${family}`,
    family,
    orderHint: index,
  }));
  return [...tops, ...children];
}

export function toRef(category: Category): CategoryRef {
  return {
    categoryId: category.categoryId,
    slug: category.slug,
    name: category.name,
    _url: category._url,
  };
}
