import type { Product, Variant } from '@specify/contracts';
import type { Random } from './random';

/** What a product of one category is typically bundled with (components inventory). */
const BUNDLES: Record<string, readonly string[]> = {
  'toilet-suites': ['toilet-pans', 'cisterns', 'toilet-seats', 'buttons-accessories'],
  'care-toilets': ['toilet-pans', 'cisterns', 'toilet-seats', 'care-accessories'],
  'bidet-suites': ['toilet-pans', 'toilet-seats'],
  'shroud-pedestal': ['basin-mixers', 'basin-spare-parts'],
  'wall-mounted': ['basin-mixers', 'basin-spare-parts'],
  vanity: ['basin-mixers', 'above-counter', 'inset'],
  'care-basins': ['care-tapware', 'care-accessories'],
  'baths-l2': ['outlets-spouts', 'bath-shower-mixers', 'bath-spare-parts'],
  'spa-baths': ['outlets-spouts', 'bath-shower-mixers'],
  'shower-systems': ['bath-shower-mixers', 'shower-heads-outlets'],
  'three-piece-tapware': ['outlets-spouts', 'tapware-assemblies'],
  'tubs-cabinets': ['tubs', 'laundry-tapware'],
  sinks: ['kitchen-tapware', 'kitchen-accessories'],
  'towel-accessories': ['bathroom-holders', 'toilet-roll-accessories'],
};

const SPARES: Record<string, readonly string[]> = {
  tapware: ['tapware-spare-parts', 'valves'],
  sanitaryware: ['toilet-spare-parts', 'spare-parts'],
  basins: ['basin-spare-parts'],
  baths: ['bath-spare-parts'],
  showers: ['shower-spare-parts', 'thermostatic-mixing-valves'],
  accessories: ['spare-parts'],
  'kitchen-laundry': ['kitchen-laundry-spare-parts'],
  'spare-parts-valves': ['spare-parts'],
};

function itemCodesByCategory(products: readonly Product[]): Map<string, string[]> {
  const byCategory = new Map<string, string[]>();
  for (const product of products) {
    const leaf = product.categories[1]?.slug;
    if (!leaf) continue;
    const codes = byCategory.get(leaf) ?? [];
    for (const variant of product.variants) codes.push(variant.attributes['item-code']);
    byCategory.set(leaf, codes);
  }
  return byCategory;
}

function draw(rng: Random, pools: (string[] | undefined)[], count: number): string[] {
  const available = pools.filter((pool): pool is string[] => (pool?.length ?? 0) > 0);
  if (available.length === 0) return [];
  const codes = Array.from({ length: count }, () => rng.pick(rng.pick(available)));
  return [...new Set(codes)];
}

function setReferences(variant: Variant, bundle: string[], spare: string[]): void {
  variant.attributes['item-attributes'].push(
    { name: 'bundle-references', value: bundle },
    { name: 'spare-references', value: spare },
  );
}

/**
 * Adds bundle-references and spare-references (lists of item codes, spec §3) after every product
 * exists, so each code resolves to a real variant. Some lists stay empty: the product page hides
 * empty component and spare-part sections.
 */
export function linkReferences(rng: Random, products: readonly Product[]): void {
  const pools = itemCodesByCategory(products);
  for (const product of products) {
    const leaf = product.categories[1]?.slug ?? '';
    const bundleSources = (BUNDLES[leaf] ?? []).map((slug) => pools.get(slug));
    const spareSources = (SPARES[product.family] ?? []).map((slug) => pools.get(slug));
    const bundled = bundleSources.length > 0 && rng.chance(0.7);
    const spared = !leaf.endsWith('spare-parts') && rng.chance(0.45);
    for (const variant of product.variants) {
      setReferences(
        variant,
        bundled ? draw(rng, bundleSources, rng.int(2, 4)) : [],
        spared ? draw(rng, spareSources, rng.int(1, 3)) : [],
      );
    }
  }
}
