import type { Product, Variant } from '@specify/contracts';
import { originalImageUrl } from '@specify/contracts/catalogue/files';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';

function filesOf(variants: readonly Variant[]): string[] {
  return variants.flatMap((variant) => {
    const links = [
      ...variant.images,
      ...variant.lineDiagramList,
      ...variant.attributes.downloads.flatMap((entry) =>
        Array.isArray(entry.value) ? entry.value : [entry.value],
      ),
    ].filter((link) => link.startsWith('/files/'));
    return links.flatMap((link) => [link, originalImageUrl(link)]);
  });
}

/**
 * The files only internal users may fetch: those linked from nothing a visitor can see (test
 * reports, and the files of internal-only products and variants). A file a visible variant also
 * links (a shared manual, say) stays public.
 */
export function internalOnlyFiles(products: readonly Product[]): Set<string> {
  const visible = new Set<string>();
  const all = new Set<string>();
  for (const product of products) {
    for (const link of filesOf(product.variants)) all.add(link);
    const seen = visibleProduct(product, false);
    if (seen) for (const link of filesOf(seen.variants)) visible.add(link);
  }
  for (const link of visible) all.delete(link);
  return all;
}
