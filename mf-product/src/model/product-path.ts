import type { Market, Product, Variant } from '@specify/contracts';
import { href, productHref } from '@specify/contracts';

/** The variant a product page path names, if it belongs to this product. */
export function variantAtPath(product: Product, productPath: string): Variant | undefined {
  if (!productPath.startsWith(`${product.slug}-`)) return undefined;
  return product.variants.find((variant) => productPath.endsWith(`-${variant.sku}`));
}

/** The `{slug}-{colour}-{sku}` segment of a variant's links, as `productHref` spells it. */
export function variantPath(product: Product, variant: Variant): string {
  const link = productHref({
    market: 'au',
    slug: product.slug,
    ...(variant.attributes.colour ? { colour: variant.attributes.colour } : {}),
    sku: variant.sku,
  });
  return link.split('/')[3] ?? '';
}

/** A variant's link on the product page or the BIM page, keeping the page's query. */
export function variantHref(
  page: 'product' | 'bimProduct',
  market: Market,
  product: Product,
  variant: Variant,
  search: string,
): string {
  return `${href(page, market, { productPath: variantPath(product, variant) })}${search}`;
}

/** A variant's option label in the selector: colour, else variant name, else item code. */
export function variantLabel(variant: Variant): string {
  return (
    variant.attributes.colour ||
    variant.attributes['variant-name'] ||
    variant.attributes['item-code']
  );
}
