import type {
  BrandSlug,
  Category,
  CataloguePrice,
  Localized,
  Market,
  Product,
  ProductFamily,
  SectorCode,
  Variant,
} from '@specify/contracts';
import { MARKETS, MARKET_DEFINITIONS, SECTORS } from '@specify/contracts';
import { BRANDS } from '@specify/contracts/catalogue/taxonomy';
import { CATEGORY_PROFILES } from './category-profiles';
import type { Colour } from './colours';
import { slugify } from './colours';
import { FEATURE_LINES, describe, features, meta, productName } from './copy';
import { planDocuments, variantDownloads } from './downloads';
import { FAMILY_PROFILES } from './family-profiles';
import type { Random } from './random';
import type { RangeProfile } from './ranges';
import { toRef } from './categories';
import {
  canBeLeadFree,
  fittingAttributes,
  isMixer,
  itemAttributes,
  measures,
  solutionFlags,
} from './traits';

/** What a product is, decided before its details are drawn. */
export interface ProductSeed {
  number: number;
  slug: string;
  family: ProductFamily;
  range?: RangeProfile;
  displayName?: string;
  brand: BrandSlug;
}

export interface CategoryIndex {
  top: Map<ProductFamily, Category>;
  leaf: Map<string, Category>;
}

const BRAND_PREFIX: Record<BrandSlug, string> = {
  kinnear: 'KN',
  livewell: 'LW',
  methven: 'MV',
  stylus: 'ST',
  clark: 'CL',
  dorf: 'DF',
};

/** Care products are also listed in the mainstream category they belong to. */
const CARE_ALSO_IN: Record<string, string> = {
  'care-tapware': 'basin-mixers',
  'care-toilets': 'toilet-suites',
  'care-basins': 'wall-mounted',
  'care-showers': 'shower-systems',
  'care-accessories': 'bathroom-holders',
  'care-sinks': 'sinks',
};

const SECTOR_CODES = Object.keys(SECTORS) as SectorCode[];
const FINISH_PREMIUM: Record<string, number> = {
  'Matte Black': 1.1,
  'Brushed Nickel': 1.15,
  'Brushed Gold': 1.2,
  'Brushed Bronze': 1.2,
  Gunmetal: 1.15,
  'Urban Brass': 1.2,
};

/**
 * createdAt lies between 2024-01-01 and 2026-11-01 UTC; the last three weeks' releases count as
 * new, a few in a hundred, so the New mark singles products out rather than marking every card.
 */
const FIRST_CREATED = Date.UTC(2024, 0, 1);
const LAST_CREATED = Date.UTC(2026, 10, 1);
const NEW_SINCE = Date.UTC(2026, 9, 11);

const VARIANT_COUNTS: readonly (readonly [number, number])[] = [
  [1, 15],
  [2, 20],
  [3, 25],
  [4, 20],
  [5, 12],
  [6, 8],
];

interface Combo {
  option?: string;
  colour: Colour;
}

function combos(rng: Random, finishes: readonly Colour[], options: readonly string[] | undefined) {
  if (options && rng.chance(0.5)) {
    const colours = rng.sample(finishes, rng.int(1, 2));
    return options.flatMap((option) => colours.map((colour): Combo => ({ option, colour })));
  }
  return finishes.map((colour): Combo => ({ colour }));
}

/** New Zealand prices sit 12% above Australia's. */
const MARKET_PRICE_FACTOR: Readonly<Record<Market, number>> = { au: 1, nz: 1.12 };

/** The sale discounts a variant can have, in percent of its list price. */
const SALE_PERCENTS = [10, 15, 20, 25, 30] as const;

/** A stable number from a text (FNV-1a), so a variant's sale depends on its sku alone. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The discount percent of a variant in a market, or 0: about one variant in eight is on sale in
 * each market, chosen independently per market. Derived from the sku rather than drawn from the
 * generator's random stream, so adding sales left every other generated value as it was.
 */
function salePercent(sku: string, market: Market): number {
  const hash = hashOf(`${sku}@${market}`);
  if (hash % 8 !== 0) return 0;
  return SALE_PERCENTS[(hash >>> 3) % SALE_PERCENTS.length] ?? 0;
}

function price(aud: number, sku: string): CataloguePrice[] {
  return MARKETS.map((market) => {
    const { country, currencyCode } = MARKET_DEFINITIONS[market];
    const dollars = aud * MARKET_PRICE_FACTOR[market];
    const centAmount = Math.round(dollars) * 100 - (dollars > 50 ? 1 : 0);
    const percent = salePercent(sku, market);
    const money = (cents: number) => ({ centAmount: cents, currencyCode, fractionDigits: 2 });
    return {
      country,
      value: money(centAmount),
      ...(percent > 0
        ? { discounted: money(Math.round((centAmount * (100 - percent)) / 100)) }
        : {}),
    };
  });
}

export function generateProduct(rng: Random, seed: ProductSeed, categories: CategoryIndex) {
  const profile = CATEGORY_PROFILES[seed.slug];
  const leaf = categories.leaf.get(seed.slug);
  const top = categories.top.get(seed.family);
  if (!profile || !leaf || !top) throw new Error(`No category profile for ${seed.slug}`);
  const family = FAMILY_PROFILES[seed.family];
  const brandName = BRANDS.find((brand) => brand.slug === seed.brand)?.name ?? seed.brand;
  const noun = rng.pick(profile.nouns);
  const name = productName(rng, seed.displayName ?? brandName, noun);
  const number = String(seed.number);
  const productCode = `${BRAND_PREFIX[seed.brand]}${number}`;
  const material = rng.pick(family.materials);
  const shape = rng.pick(family.shapes);
  const mountType = rng.pick(family.mountTypes);
  const sectors = rng
    .sample(SECTOR_CODES, rng.int(1, 4))
    .concat(profile.care ? (['101'] as const) : [])
    .filter((code, index, all) => all.indexOf(code) === index)
    .sort();
  const flags = solutionFlags(rng, {
    family: seed.family,
    category: seed.slug,
    profile,
    noun,
    ...(seed.range ? { rangeId: seed.range.id } : {}),
  });
  const leadFreeCapable = canBeLeadFree(seed.family, seed.slug) && rng.chance(0.35);
  const internalProduct = rng.chance(0.015);
  const builder = !profile.spare && rng.chance(0.15);
  const basePrice = family.price[0] + rng.next() ** 2 * (family.price[1] - family.price[0]);

  const picked = rng.sample(
    combos(rng, family.finishes, profile.options),
    rng.weighted(VARIANT_COUNTS),
  );
  const finishNames = [...new Set(picked.map((combo) => combo.colour.name))];
  const copy = {
    name,
    brandName,
    noun,
    material,
    finishes: finishNames,
    sectors,
    care: profile.care === true,
    ...(seed.displayName ? { rangeName: seed.displayName } : {}),
  };
  const fileBase = `${slugify(name)}-${number}`;
  const documents = planDocuments(rng, {
    code: number,
    fileBase,
    brand: seed.brand,
    family: seed.family,
    category: seed.slug,
    manualGroup: seed.range ? slugify(seed.range.id) : seed.brand,
    material: slugify(material),
    spare: profile.spare === true,
  });
  const diagrams = Array.from(
    { length: profile.spare && rng.chance(0.3) ? 0 : rng.int(1, 2) },
    (_, index) => `/files/diagrams/${fileBase}-line-diagram-${index + 1}.svg`,
  );

  // Variants share the product's feature copy; only the extras (lead-free, sensor) differ.
  const featureLines = rng.sample(FEATURE_LINES, rng.int(2, 4));
  const featureCache = new Map<string, Localized<string>>();
  const featuresFor = (extras: string[]): Localized<string> => {
    const key = extras.join('|');
    const cached = featureCache.get(key) ?? features(brandName, [...featureLines, ...extras]);
    featureCache.set(key, cached);
    return { ...cached };
  };

  const variants: Variant[] = picked.map((combo, index) => {
    const variantName = [combo.option, combo.colour.name].filter(Boolean).join(' ');
    const leadfree = leadFreeCapable && rng.chance(0.6);
    const itemCode = `${number}${index + 1}${combo.colour.code}${leadfree ? rng.pick(['AF', 'LF']) : ''}`;
    const sku = `${productCode}-${index + 1}`;
    const imageBase = `${fileBase}-${index + 1}-${combo.colour.slug}`;
    const values = measures(rng, family, profile, combo.option, isMixer(noun));
    const premium = FINISH_PREMIUM[combo.colour.name] ?? 1;
    const extras = [
      ...(leadfree ? ['Lead-free brass (AS/NZS 4020 tested)'] : []),
      ...(flags['touchless-smart'] ? ['Touchless sensor activation'] : []),
      ...(flags.cleanflush ? ['Cleanflush rimless pan for easier cleaning'] : []),
    ];
    return {
      id: index + 1,
      key: sku.toLowerCase(),
      sku,
      images: Array.from(
        {
          length: rng.weighted([
            [1, 50],
            [2, 35],
            [3, 15],
          ] as const),
        },
        (_, n) => `/files/images/thumbnail/${imageBase}-${n + 1}.svg`,
      ),
      lineDiagramList: [...diagrams],
      isOnStock: rng.chance(0.9),
      prices: price(basePrice * premium * (1 + index * 0.02), sku),
      attributes: {
        colour: combo.colour.name,
        'item-code': itemCode,
        'item-name': `${name} ${variantName}`,
        'variant-name': variantName,
        'product-code': productCode,
        'builder-range': builder && rng.chance(0.7) ? 'YES' : 'NO',
        IsGWAInternal: internalProduct || rng.chance(0.05),
        leadfree,
        ...flags,
        'item-material': material,
        ...(values.capacity !== undefined ? { 'capacity-size': `${values.capacity}L` } : {}),
        shape,
        'mount-type': mountType,
        ...(seed.displayName ? { range: seed.displayName } : {}),
        features: featuresFor(extras),
        'item-attributes': [
          ...itemAttributes(rng, family, values, flags, family.flowRate !== undefined),
          ...fittingAttributes({
            family,
            profile,
            noun,
            productCode,
            sku,
            option: combo.option,
            flowRate: values['flow-rate'],
          }),
        ],
        measures: values,
        downloads: variantDownloads(rng, documents),
      },
    };
  });

  const builderVariants = variants.some((variant) => variant.attributes['builder-range'] === 'YES');
  const alsoIn = CARE_ALSO_IN[seed.slug];
  const extraLeaf = alsoIn ? categories.leaf.get(alsoIn) : undefined;
  const refs = [top, leaf, ...(extraLeaf ? [extraLeaf] : [])].map(toRef);
  const keys = refs.map((ref) => ref.slug);
  const createdAt = FIRST_CREATED + Math.floor(rng.next() * (LAST_CREATED - FIRST_CREATED));

  const product: Product = {
    productId: `prd-${number}`,
    slug: fileBase,
    name: { 'en-AU': name, 'en-NZ': name },
    description: describe(rng, copy),
    family: seed.family,
    categories: refs,
    categoryKeys: { 'en-AU': keys, 'en-NZ': [...keys] },
    masterVariantID: 1,
    variants,
    ...meta(copy, leaf.name['en-AU']),
    attributesAlgolia: {
      IsGWAInternal: internalProduct,
      'builder-range': { 'en-AU': builderVariants, 'en-NZ': builderVariants && rng.chance(0.5) },
      ...(seed.range ? { range: seed.range.id } : {}),
      brand: seed.brand,
      ...(seed.brand === 'livewell' ? { 'sub-brand': 'Kinnear LiveWell' } : {}),
      ...(seed.brand === 'kinnear' && rng.chance(0.2) ? { 'sub-brand': 'Kinnear Commercial' } : {}),
      // A hob-mounted mixer is a hob mixer: the hob-mixers page filters on that type.
      'product-types': [
        ...profile.productTypes,
        ...(mountType === 'Hob Mounted' && /mixer/i.test(name) ? ['hob-mixer'] : []),
      ],
      sectors,
    },
    IsNew: createdAt >= NEW_SINCE,
    createdAt: new Date(createdAt).toISOString(),
  };
  return product;
}
