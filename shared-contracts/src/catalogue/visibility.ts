import type { Product } from './product';

/** A product without its internal-only variants, or undefined when nothing visible is left. */
export function visibleProduct(product: Product, isInternalUser: boolean): Product | undefined {
  if (isInternalUser) return product;
  if (product.attributesAlgolia.IsGWAInternal) return undefined;
  const variants = product.variants
    .filter((variant) => !variant.attributes.IsGWAInternal)
    .map((variant) => ({
      ...variant,
      attributes: {
        ...variant.attributes,
        downloads: variant.attributes.downloads.filter((entry) => entry.name !== 'test-report'),
      },
    }));
  const [first] = variants;
  if (!first) return undefined;
  const masterVariantID = variants.some((variant) => variant.id === product.masterVariantID)
    ? product.masterVariantID
    : first.id;
  return { ...product, variants, masterVariantID };
}
