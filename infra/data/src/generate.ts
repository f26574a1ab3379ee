import type { BrandSlug, Category, Product, ProductFamily } from '@specify/contracts';
import { CATEGORY_FAMILIES, familyOfCategory } from '@specify/contracts/catalogue/taxonomy';
import { buildCategories, leafSlugs } from './categories';
import { CATEGORY_PROFILES } from './category-profiles';
import { FAMILY_PROFILES } from './family-profiles';
import type { CategoryIndex, ProductSeed } from './product';
import { generateProduct } from './product';
import { Random } from './random';
import type { RangeProfile } from './ranges';
import { RANGES, rangesFor } from './ranges';
import { linkReferences } from './references';

export interface Catalogue {
  categories: Category[];
  products: Product[];
}

export interface GenerateOptions {
  /** Total number of variants; the product count follows (about 3.2 variants a product). */
  variantTarget?: number;
  /** Another seed gives another, equally valid catalogue. */
  seed?: number;
}

export const DEFAULT_VARIANT_TARGET = 5_600;
/** `--scale`: the benchmark dataset. */
export const SCALE_VARIANT_TARGET = 100_000;
const DEFAULT_SEED = 0x5eed_2024;
const FIRST_PRODUCT_NUMBER = 100_000;

function indexCategories(categories: Category[]): CategoryIndex {
  const index: CategoryIndex = { top: new Map(), leaf: new Map() };
  for (const category of categories) {
    if (category.parentId === undefined) index.top.set(category.family, category);
    else index.leaf.set(category.slug, category);
  }
  return index;
}

const FAMILY_WEIGHTS = Object.entries(FAMILY_PROFILES).map(
  ([family, profile]) => [family as ProductFamily, profile.weight] as const,
);

const SLUGS_OF = new Map<ProductFamily, string[]>();
for (const leaf of leafSlugs()) {
  SLUGS_OF.set(leaf.family, [...(SLUGS_OF.get(leaf.family) ?? []), leaf.slug]);
}

function slugsOf(family: ProductFamily): string[] {
  return SLUGS_OF.get(family) ?? [];
}

/** Every (range, display name) pair, so the first products cover all of them. */
const RANGE_PLAN: { range: RangeProfile; displayName?: string }[] = RANGES.flatMap((range) =>
  range.displayNames.length === 0
    ? [{ range }]
    : range.displayNames.map((displayName) => ({ range, displayName })),
);

function pickRange(rng: Random, family: ProductFamily, slug: string): RangeProfile | undefined {
  const profile = CATEGORY_PROFILES[slug];
  if (!profile || profile.spare) return undefined;
  const candidates = rangesFor(family, slug);
  const care = candidates.find((range) => range.id === 'care');
  if (care && rng.chance(0.7)) return care;
  return candidates.length > 0 && rng.chance(0.65) ? rng.pick(candidates) : undefined;
}

function brandFor(rng: Random, family: ProductFamily, slug: string): BrandSlug {
  if (CATEGORY_PROFILES[slug]?.care && rng.chance(0.5)) return 'livewell';
  return rng.pick(FAMILY_PROFILES[family].brands);
}

function seedFor(rng: Random, index: number, number: number): ProductSeed {
  const leaves = leafSlugs();
  const planned = RANGE_PLAN[index - leaves.length];
  let family: ProductFamily;
  let slug: string;
  let range: RangeProfile | undefined;
  let displayName: string | undefined;
  if (planned) {
    // Products right after the category sweep cover every range identifier and display name.
    range = planned.range;
    displayName = planned.displayName;
    const home = rng.pick(range.families);
    const mainstream = (CATEGORY_FAMILIES[home as keyof typeof CATEGORY_FAMILIES] ?? []).filter(
      (candidate) => !CATEGORY_PROFILES[candidate]?.spare,
    );
    slug = rng.pick(range.categories ?? mainstream);
    family = familyOfCategory(slug);
  } else {
    // The first products sweep every category slug once; later ones follow the family weights.
    const leaf = leaves[index];
    family = leaf?.family ?? rng.weighted(FAMILY_WEIGHTS);
    slug = leaf?.slug ?? rng.pick(slugsOf(family));
    range = pickRange(rng, family, slug);
    if (range) displayName = range.displayNames.length ? rng.pick(range.displayNames) : undefined;
  }
  return {
    number,
    slug,
    family,
    brand: range?.brand ?? brandFor(rng, family, slug),
    ...(range ? { range } : {}),
    ...(displayName ? { displayName } : {}),
  };
}

/**
 * The seed catalogue: pure and deterministic (seeded PRNG, no clock), every category slug,
 * brand, range, sector, download type and flag represented (spec §2, §3, §5, §9).
 */
export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const target = options.variantTarget ?? DEFAULT_VARIANT_TARGET;
  const rng = new Random(options.seed ?? DEFAULT_SEED);
  const categories = buildCategories();
  const index = indexCategories(categories);
  const products: Product[] = [];
  let variants = 0;
  let number = FIRST_PRODUCT_NUMBER;
  while (variants < target) {
    const product = generateProduct(rng, seedFor(rng, products.length, number), index);
    if (variants + product.variants.length > target) {
      product.variants.length = target - variants;
    }
    products.push(product);
    variants += product.variants.length;
    number += rng.int(1, 3);
  }
  linkReferences(new Random((options.seed ?? DEFAULT_SEED) ^ 0x0bad_cafe), products);
  return { categories, products };
}
