import { MEASURES } from '@specify/contracts';
import type { FacetConfig, ProductFamily } from '@specify/contracts';
import { DOWNLOAD_NAMES } from '@specify/contracts/catalogue/downloads';
import {
  BRANDS,
  CATEGORY_LABELS,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_TYPE_LABELS,
  RANGE_LABELS,
  SECTOR_LABELS,
} from '@specify/contracts/catalogue/taxonomy';

/**
 * Readable names of catalogue attributes (storefront §9 "Filter chip labels map attribute names
 * to readable names"; "Some labels are remapped"). The one table that facet titles, active-filter
 * chips and the product page's specification rows read; FACETS takes its labels from here.
 * Measures keep their names and units in MEASURES (core), which this table reads.
 */
export const ATTRIBUTE_LABELS = {
  brand: 'Brand',
  range: 'Collection',
  categories: 'Category',
  'product-types': 'Product Type',
  'item-material': 'Material',
  'capacity-size': 'Capacity Size',
  colour: 'Colour',
  sectors: 'Sector',
  shape: 'Shape',
  'mount-type': 'Mount Type',
  'trap-type': 'Trap Type',
  IsAS14281Compliant: 'AS1428.1 Accessible',
  IsAS14281Ambulant: 'AS1428.1 Ambulant',
  IsNZ41121Compliant: 'NZ4121.1 Accessible',
  IsIndependentLivingCompliant: 'Independent Living',
  'touchless-smart': 'Touchless',
  'pre-fabrication-frames': 'Pre-fabrication Frames',
  leadfree: 'Lead Free',
  cleanflush: 'Cleanflush',
  'is-retrofit': 'Retrofit',
  depth: 'Depth',
  length: 'Length',
  width: 'Width',
  'net-weight': 'Net Weight',
  'wels-rating': 'WELS Rating',
  'watermark-licence': 'WaterMark Licence',
  'wels-flow-rate-1': 'WELS Flow Rate 1',
  'wels-flow-rate-2': 'WELS Flow Rate 2',
  price: 'Price',
} as const;
export type LabelledAttribute = keyof typeof ATTRIBUTE_LABELS;

/** The WELS-rated flow of a product's first and second outlet, in L/min (item attributes). */
export const WELS_FLOW_RATES = ['wels-flow-rate-1', 'wels-flow-rate-2'] as const;

/**
 * Labels that read differently on products that are not sanitaryware (§9: "Wels With flow Rate
 * #1 and #2 for non-sanitaryware"); sanitaryware keeps the table's name.
 */
export const NON_SANITARYWARE_LABELS: Readonly<Partial<Record<LabelledAttribute, string>>> = {
  'wels-flow-rate-1': 'Wels With flow Rate #1',
  'wels-flow-rate-2': 'Wels With flow Rate #2',
};

/** Units of the item attributes that are numbers (§9 "Units": mm, L, L/min). */
const ITEM_UNITS: Readonly<Record<string, string>> = {
  depth: 'mm',
  length: 'mm',
  width: 'mm',
  'net-weight': 'kg',
  'wels-flow-rate-1': 'L/min',
  'wels-flow-rate-2': 'L/min',
};

const MEASURE_BY_KEY = new Map<string, (typeof MEASURES)[number]>(
  MEASURES.map((measure) => [measure.key, measure]),
);

/** A measure's facet attribute is `measures.{key}`; a price facet's `price.{currency}`. */
function baseName(attribute: string): string {
  if (attribute.startsWith('measures.')) return attribute.slice('measures.'.length);
  if (attribute.startsWith('price.')) return 'price';
  return attribute;
}

function titleCase(name: string): string {
  return name.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The §9 remap of an attribute for products of `family`, if it has one. */
function remappedLabel(name: string, family: ProductFamily | undefined): string | undefined {
  if (family === 'sanitaryware') return undefined;
  return NON_SANITARYWARE_LABELS[name as LabelledAttribute];
}

/**
 * The readable name of an attribute (a record attribute, a measure or an item attribute) as
 * products of `family` show it. Without a family, the products are taken as not sanitaryware.
 * An attribute the table does not know reads in title case ('hand-shower' → 'Hand Shower').
 */
export function attributeLabel(attribute: string, family?: ProductFamily): string {
  const name = baseName(attribute);
  return (
    remappedLabel(name, family) ??
    (ATTRIBUTE_LABELS as Readonly<Record<string, string>>)[name] ??
    MEASURE_BY_KEY.get(name)?.label ??
    titleCase(name)
  );
}

/** The unit an attribute's numbers are in, if any: mm, L, L/min, kg. */
export function attributeUnit(attribute: string): string | undefined {
  const name = baseName(attribute);
  return MEASURE_BY_KEY.get(name)?.unit ?? ITEM_UNITS[name];
}

/** A specification row's label: the readable name with its unit, 'Depth (mm)'. */
export function labelWithUnit(attribute: string, family?: ProductFamily): string {
  const unit = attributeUnit(attribute);
  return `${attributeLabel(attribute, family)}${unit ? ` (${unit})` : ''}`;
}

/**
 * A listing's facets titled for the products it lists: a sanitaryware listing keeps the table's
 * names, any other listing takes the non-sanitaryware remaps.
 */
export function facetsLabelledFor(
  facets: readonly FacetConfig[],
  family?: ProductFamily,
): FacetConfig[] {
  return facets.map((facet) => ({
    ...facet,
    label: remappedLabel(baseName(facet.attribute), family) ?? facet.label,
  }));
}

/** The display names of each attribute whose records hold keys (slugs, codes, file types). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  brand: Object.fromEntries(BRANDS.map((brand) => [brand.slug, brand.name])),
  sectors: SECTOR_LABELS,
  range: RANGE_LABELS,
  'product-types': PRODUCT_TYPE_LABELS,
  family: PRODUCT_FAMILY_LABELS,
  categorySlugs: { ...PRODUCT_FAMILY_LABELS, ...CATEGORY_LABELS },
  categoryKeys: { ...PRODUCT_FAMILY_LABELS, ...CATEGORY_LABELS },
  'bim-file-types': DOWNLOAD_NAMES,
};

/**
 * A record's value as people read it: the catalogue's display name of a brand, sector, range,
 * product type, family, category or file type. Values that are words already (a colour, a
 * material) read as they are.
 */
export function valueLabel(attribute: string, value: string): string {
  const names = VALUE_LABELS[attribute];
  return names && Object.hasOwn(names, value) ? (names[value] ?? value) : value;
}
