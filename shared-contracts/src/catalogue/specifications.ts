import type { Market, Product, SummaryRow, Variant } from '@specify/contracts';
import { MEASURES } from '@specify/contracts';
import { attributeLabel, labelWithUnit } from '@specify/contracts/catalogue/labels';

/**
 * The specification and compliance rows of a variant (storefront §5, project-builder §2 tab 4):
 * the product page shows them, and the platform puts them on every project line item so the
 * summary, its PDF and the exports print the same rows the page shows.
 */

/** One row: a label and its value as shown. */
export type SpecificationRow = SummaryRow;

const NOT_APPLICABLE = 'Not Applicable';

/** Item attributes that are compliance flags or reference lists: shown elsewhere, never as specs. */
const NOT_SPECIFICATIONS = new Set([
  'IsAS14281Compliant',
  'IsAS14281Ambulant',
  'IsNZ41121Compliant',
  'IsIndependentLivingCompliant',
  'bundle-references',
  'spare-references',
]);

/**
 * A value as a row shows it, or undefined when the row is skipped (storefront §5): 'Not
 * Applicable', undefined, empty and lists are skipped; true and false read Yes and No (§9).
 */
export function specificationValue(value: unknown): string | undefined {
  if (value === undefined || value === null || Array.isArray(value)) return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value).trim();
  if (text === '' || text === NOT_APPLICABLE) return undefined;
  return text;
}

/**
 * The Specifications rows of a variant, in page order: colour, material, shape, mounting, range,
 * capacity size, the measures with their units, then the item attributes. Labels come from the
 * contracts' table, remapped for the product's family (storefront §9); a label already given is
 * not repeated. The product page's colour row lists the product's colours joined with commas (§5);
 * a project line (`of: 'line'`) is one chosen variant, so its row is that variant's colour.
 */
export function specificationRows(
  product: Product,
  variant: Variant,
  { of = 'page' }: { of?: 'page' | 'line' } = {},
): SpecificationRow[] {
  const colours =
    of === 'line'
      ? variant.attributes.colour
      : [...new Set(product.variants.flatMap((entry) => entry.attributes.colour ?? []))].join(', ');
  const { attributes } = variant;
  const { family } = product;
  const candidates: [string, unknown][] = [
    [attributeLabel('colour', family), colours],
    [attributeLabel('item-material', family), attributes['item-material']],
    [attributeLabel('shape', family), attributes.shape],
    [attributeLabel('mount-type', family), attributes['mount-type']],
    // The page calls the collection its Range, as the header's brand/range link does.
    ['Range', attributes.range],
    [attributeLabel('capacity-size', family), attributes['capacity-size']],
    ...MEASURES.map(({ key }): [string, unknown] => [
      labelWithUnit(key, family),
      attributes.measures[key],
    ]),
    ...attributes['item-attributes']
      .filter((item) => !NOT_SPECIFICATIONS.has(item.name))
      .map((item): [string, unknown] => [labelWithUnit(item.name, family), item.value]),
  ];
  const seen = new Set<string>();
  return candidates.flatMap(([label, raw]) => {
    const value = specificationValue(raw);
    if (value === undefined || seen.has(label)) return [];
    seen.add(label);
    return [{ label, value }];
  });
}

/**
 * Top-level categories whose products carry compliance rows (storefront §5): sanitaryware,
 * tapware, showers, bathroom accessories (with the sinks), basins and laundry tubs.
 */
const COMPLIANCE_FAMILIES = new Set([
  'sanitaryware',
  'tapware',
  'showers',
  'accessories',
  'basins',
  'kitchen-laundry',
]);

/**
 * Compliance rows by market (storefront §5): NZS 4121 on nz; AS1428.1 accessible and ambulant on
 * au. A project line (`of: 'line'`) names them as the project's documents do (project-builder §2
 * "Variant attributes used in summaries"): NZ412.1 Accessible on nz, and Independent Living
 * Compliant on both markets.
 */
export function complianceRows(
  product: Product,
  variant: Variant,
  market: Market,
  { of = 'page' }: { of?: 'page' | 'line' } = {},
): SpecificationRow[] {
  if (!COMPLIANCE_FAMILIES.has(product.family)) return [];
  const { attributes } = variant;
  const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
  const rows =
    market === 'nz'
      ? [
          {
            label: of === 'line' ? 'NZ412.1 Accessible' : 'NZS 4121 Compliant',
            value: yesNo(attributes.IsNZ41121Compliant),
          },
        ]
      : [
          { label: 'AS1428.1 Accessible', value: yesNo(attributes.IsAS14281Compliant) },
          { label: 'AS1428.1 Ambulant', value: yesNo(attributes.IsAS14281Ambulant) },
        ];
  if (of === 'line')
    rows.push({
      label: 'Independent Living Compliant',
      value: yesNo(attributes.IsIndependentLivingCompliant),
    });
  return rows;
}
