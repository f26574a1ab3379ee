import type { Variant } from '@specify/contracts';

// Specification and compliance rows are @specify/contracts/catalogue/specifications (project
// summaries print them too); this module keeps what only the product page needs.

/** The item codes a variant lists under an item attribute (bundle-references, spare-references). */
export function referencedCodes(
  variant: Variant,
  name: 'bundle-references' | 'spare-references',
): string[] {
  const value = variant.attributes['item-attributes'].find((item) => item.name === name)?.value;
  return Array.isArray(value) ? value.filter((code) => code.trim() !== '') : [];
}
