import {
  MARKET_DEFINITIONS,
  type BimFileType,
  type BimSearchRecord,
  type Market,
  type MeasureKey,
  type Product,
  type ProductSearchRecord,
  type QuerySuggestionRecord,
  type SearchAudience,
  type SearchFacetAttributes,
  type SearchVariantSummary,
  type Variant,
  type VariantSearchRecord,
} from '@specify/contracts';
import { BIM_FILE_TYPES } from '@specify/contracts';
import { fileLinks } from '@specify/contracts/catalogue/downloads';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import { WELS_FLOW_RATES, valueLabel } from '@specify/contracts/catalogue/labels';

/** Download values that mean "no file" (spec §5 "Downloads"). */
function marketContext(market: Market) {
  const definition = MARKET_DEFINITIONS[market];
  return {
    locale: definition.languageTag,
    currency: definition.currencyCode,
    country: definition.country,
  };
}

/** A value made only of strings, booleans, finite numbers, arrays and plain objects of them. */
function isPlainData(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || value === null) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/**
 * Shares equal values between the records of one build: at 100k variants most of the records'
 * lists (audience, categories, colours, a product's measures and prices) repeat, and each copy
 * costs an array and its elements on the heap. A shared value is frozen, so no record can change
 * another's; a variant's summary is made once for its product record and its variant record.
 */
export class RecordInterner {
  private readonly values = new Map<string, unknown>();
  private readonly summaries = new Map<Variant, SearchVariantSummary>();

  /** The first value equal to this one (by its JSON), frozen; a value that is not plain data as is. */
  share<T>(value: T): T {
    if (typeof value !== 'object' || value === null || !isPlainData(value)) return value;
    const key = JSON.stringify(value);
    const known = this.values.get(key);
    if (known !== undefined) return known as T;
    this.values.set(key, Object.freeze(value));
    return value;
  }

  summary(product: Product, variant: Variant, market: Market): SearchVariantSummary {
    let made = this.summaries.get(variant);
    if (!made) {
      made = summary(product, variant, market, this);
      this.summaries.set(variant, made);
    }
    return made;
  }
}

const unique = <T>(values: (T | undefined)[]): T[] => [
  ...new Set(values.filter((v): v is T => v !== undefined && v !== '')),
];

function summary(
  product: Product,
  variant: Variant,
  market: Market,
  interner: RecordInterner,
): SearchVariantSummary {
  const { country, locale } = marketContext(market);
  const a = variant.attributes;
  return {
    id: variant.id,
    key: variant.key,
    sku: variant.sku,
    images: variant.images,
    prices: interner.share(variant.prices.filter((price) => price.country === country)),
    ...(a.colour ? { colour: a.colour } : {}),
    'item-code': a['item-code'],
    ...(a['variant-name'] ? { 'variant-name': a['variant-name'] } : {}),
    IsGWAInternal: a.IsGWAInternal || product.attributesAlgolia.IsGWAInternal,
    'builder-range':
      a['builder-range'] === 'YES' || product.attributesAlgolia['builder-range'][locale],
  };
}

/** The values of one item attribute over a set of variants, without repeats. */
function itemValues<T>(variants: Variant[], name: string, is: (value: unknown) => value is T) {
  return unique(
    variants.flatMap((variant) =>
      variant.attributes['item-attributes'].flatMap((item) =>
        item.name === name && is(item.value) ? [item.value] : [],
      ),
    ),
  );
}
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

/**
 * Item attributes a listing refines by (storefront §9 labels): a pan's or suite's trap type, and
 * the WELS-rated flow rates (L/min) of tapware and showers. Left out when no variant has them.
 */
function itemFacets(variants: Variant[], interner: RecordInterner): Partial<SearchFacetAttributes> {
  const facets: Partial<SearchFacetAttributes> = {};
  const traps = itemValues(variants, 'trap-type', isText);
  if (traps.length > 0) facets['trap-type'] = interner.share(traps);
  for (const name of WELS_FLOW_RATES) {
    const rates = itemValues(variants, name, isNumber);
    if (rates.length > 0) facets[name] = interner.share(rates);
  }
  return facets;
}

/** Facet attributes over a set of variants: lists union, flags true when any variant has them. */
function facetAttributes(
  product: Product,
  variants: Variant[],
  market: Market,
  interner: RecordInterner,
): SearchFacetAttributes {
  const { locale, currency, country } = marketContext(market);
  const attrs = variants.map((variant) => variant.attributes);
  const any = (key: keyof Variant['attributes']) => attrs.some((a) => a[key] === true);
  const measures: Partial<Record<MeasureKey, number[]>> = {};
  for (const a of attrs) {
    for (const [key, value] of Object.entries(a.measures) as [MeasureKey, number | undefined][]) {
      if (typeof value === 'number') measures[key] = unique([...(measures[key] ?? []), value]);
    }
  }
  const prices = variants.flatMap((variant) =>
    variant.prices.filter((p) => p.country === country).map((p) => p.value.centAmount / 100),
  );
  const info = product.attributesAlgolia;
  return {
    brand: info.brand,
    ...(info['sub-brand'] ? { 'sub-brand': info['sub-brand'] } : {}),
    ...(info.range ? { range: info.range } : {}),
    family: product.family,
    categories: interner.share(unique(product.categories.map((category) => category.name[locale]))),
    categorySlugs: interner.share(unique(product.categories.map((category) => category.slug))),
    'product-types': info['product-types'],
    'item-material': interner.share(unique(attrs.map((a) => a['item-material']))),
    colour: interner.share(unique(attrs.map((a) => a.colour))),
    sectors: info.sectors,
    IsAS14281Compliant: any('IsAS14281Compliant'),
    IsAS14281Ambulant: any('IsAS14281Ambulant'),
    IsNZ41121Compliant: any('IsNZ41121Compliant'),
    IsIndependentLivingCompliant: any('IsIndependentLivingCompliant'),
    'touchless-smart': any('touchless-smart'),
    'pre-fabrication-frames': any('pre-fabrication-frames'),
    // Lead Free is also marked by an item code ending in AF or LF (spec §5).
    leadfree: any('leadfree') || attrs.some((a) => /(AF|LF)$/i.test(a['item-code'])),
    cleanflush: any('cleanflush'),
    'is-retrofit': any('is-retrofit'),
    measures: interner.share(measures),
    ...itemFacets(variants, interner),
    price: interner.share(prices.length > 0 ? { [currency]: Math.min(...prices) } : {}),
  };
}

function base(
  product: Product,
  variants: Variant[],
  market: Market,
  audience: SearchAudience[],
  interner: RecordInterner,
) {
  const { locale } = marketContext(market);
  const variantInternal = variants.some((variant) => variant.attributes.IsGWAInternal);
  return {
    productId: product.productId,
    name: product.name[locale],
    slug: product.slug,
    description: product.description[locale],
    categoryKeys: product.categoryKeys[locale],
    masterVariantID: product.masterVariantID,
    IsNew: product.IsNew,
    'builder-range':
      product.attributesAlgolia['builder-range'][locale] ||
      variants.some((variant) => variant.attributes['builder-range'] === 'YES'),
    IsGWAInternal: product.attributesAlgolia.IsGWAInternal || variantInternal,
    audience: interner.share(audience),
    codes: unique(
      variants.flatMap((variant) => [
        variant.attributes['item-code'],
        variant.sku,
        variant.attributes['product-code'],
      ]),
    ),
    createdAt: Math.floor(Date.parse(product.createdAt) / 1000),
    ...facetAttributes(product, variants, market, interner),
  };
}

/**
 * The audience views of a product: visitors get it without internal-only variants (storefront §6);
 * internal users get it whole. When the two are the same, one record serves both.
 */
function views(
  product: Product,
): { product: Product; audience: SearchAudience[]; suffix: string }[] {
  const visible = visibleProduct(product, false);
  if (!visible) return [{ product, audience: ['internal'], suffix: '' }];
  if (visible.variants.length === product.variants.length) {
    return [{ product, audience: ['visitor', 'internal'], suffix: '' }];
  }
  return [
    { product: visible, audience: ['visitor'], suffix: '' },
    { product, audience: ['internal'], suffix: '~internal' },
  ];
}

export function productRecords(
  products: readonly Product[],
  market: Market,
  interner = new RecordInterner(),
): ProductSearchRecord[] {
  return products.flatMap((original) =>
    views(original).map(({ product, audience, suffix }) => ({
      objectID: `${product.productId}${suffix}`,
      ...base(product, product.variants, market, audience, interner),
      variants: product.variants.map((variant) => interner.summary(product, variant, market)),
    })),
  );
}

function variantAudience(product: Product, variant: Variant): SearchAudience[] {
  return product.attributesAlgolia.IsGWAInternal || variant.attributes.IsGWAInternal
    ? ['internal']
    : ['visitor', 'internal'];
}

export function variantRecords(
  products: readonly Product[],
  market: Market,
  interner = new RecordInterner(),
): VariantSearchRecord[] {
  return products.flatMap((product) =>
    product.variants.map((variant) => ({
      objectID: `${product.productId}-${variant.id}`,
      ...base(product, [variant], market, variantAudience(product, variant), interner),
      variant: interner.summary(product, variant, market),
      sku: variant.sku,
      'item-code': variant.attributes['item-code'],
      'item-name': variant.attributes['item-name'],
    })),
  );
}

function bimFiles(variant: Variant): Partial<Record<BimFileType, string[]>> {
  const files: Partial<Record<BimFileType, string[]>> = {};
  for (const entry of variant.attributes.downloads) {
    if (!(BIM_FILE_TYPES as readonly string[]).includes(entry.name)) continue;
    const links = fileLinks(entry);
    if (links.length > 0) files[entry.name as BimFileType] = links;
  }
  return files;
}

export function bimRecords(
  products: readonly Product[],
  market: Market,
  variants: readonly VariantSearchRecord[] = variantRecords(products, market),
  interner = new RecordInterner(),
): BimSearchRecord[] {
  const variantsByID = new Map(
    products.flatMap((product) => product.variants.map((v) => [`${product.productId}-${v.id}`, v])),
  );
  return variants.flatMap((record) => {
    const variant = variantsByID.get(record.objectID);
    const files = variant ? bimFiles(variant) : {};
    const types = Object.keys(files) as BimFileType[];
    return types.length === 0
      ? []
      : [{ ...record, 'bim-file-types': interner.share(types), files: interner.share(files) }];
  });
}

/**
 * Query suggestions from what people look for by name: brands, collections, categories,
 * product types; popularity is how many products each would find for the viewer. A phrase some
 * internal-only products share gets two records, as a product does: visitors rank it by the
 * products they can see, internal users by all of them.
 */
export function suggestionRecords(
  products: readonly Product[],
  market: Market,
): QuerySuggestionRecord[] {
  const { locale } = marketContext(market);
  const counts = new Map<string, { query: string; visible: number; internalOnly: number }>();
  for (const product of products) {
    const internalOnly = !visibleProduct(product, false);
    const info = product.attributesAlgolia;
    // The words a person types: display names, never keys ('hob mixer', not 'hob-mixer').
    const phrases = unique([
      valueLabel('brand', info.brand),
      info.range && valueLabel('range', info.range),
      ...product.categories.map((category) => category.name[locale]),
      ...info['product-types'].map((type) => valueLabel('product-types', type)),
    ]);
    for (const phrase of phrases) {
      const key = phrase.toLowerCase();
      const entry = counts.get(key) ?? { query: key, visible: 0, internalOnly: 0 };
      if (internalOnly) entry.internalOnly += 1;
      else entry.visible += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.entries()].flatMap(([key, { query, visible, internalOnly }]) => {
    const record = (
      objectID: string,
      popularity: number,
      audience: SearchAudience[],
    ): QuerySuggestionRecord => ({
      objectID,
      query,
      popularity,
      nb_words: query.split(/\s+/).length,
      audience,
    });
    if (internalOnly === 0) return [record(key, visible, ['visitor', 'internal'])];
    if (visible === 0) return [record(key, internalOnly, ['internal'])];
    return [
      record(key, visible, ['visitor']),
      record(`${key}~internal`, visible + internalOnly, ['internal']),
    ];
  });
}
