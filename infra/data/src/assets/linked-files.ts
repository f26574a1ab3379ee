import type { Product, Variant } from '@specify/contracts';
import { colourSwatchUrl, originalImageUrl } from '@specify/contracts/catalogue/files';
import { COLOURS } from '../colours';
import type { Catalogue } from '../generate';

export type FileKind = 'image' | 'diagram' | 'swatch' | 'document' | 'bim';

/** One file the catalogue links to, with the product it was first seen on (for its content). */
export interface LinkedFile {
  url: string;
  kind: FileKind;
  product: Product;
  variant: Variant;
  /** The download entry that links it, for documents and BIM files. */
  entry?: string;
  /** Every sku that links a document (documents are shared by a product's variants). */
  skus: string[];
}

const FILES_PREFIX = '/files/';

/** `/files/docs/a.pdf` → `docs/a.pdf`: the path under the output directory. */
export function relativePath(url: string): string {
  if (!url.startsWith(FILES_PREFIX)) throw new Error(`Not a /files/ URL: ${url}`);
  return url.slice(FILES_PREFIX.length);
}

const MAX_SKUS = 8;

/** Every file linked from the catalogue, in catalogue order, each once. */
export function linkedFiles(catalogue: Catalogue): LinkedFile[] {
  const files = new Map<string, LinkedFile>();
  const add = (
    url: string,
    kind: FileKind,
    product: Product,
    variant: Variant,
    entry?: string,
  ): void => {
    const known = files.get(url);
    if (known) {
      if (known.skus.length < MAX_SKUS && !known.skus.includes(variant.sku)) {
        known.skus.push(variant.sku);
      }
      return;
    }
    files.set(url, {
      url,
      kind,
      product,
      variant,
      skus: [variant.sku],
      ...(entry ? { entry } : {}),
    });
  };
  for (const product of catalogue.products) {
    for (const variant of product.variants) {
      for (const image of variant.images) {
        add(image, 'image', product, variant);
        add(originalImageUrl(image), 'image', product, variant);
      }
      for (const diagram of variant.lineDiagramList) add(diagram, 'diagram', product, variant);
      if (variant.attributes.colour) {
        add(colourSwatchUrl(variant.attributes.colour), 'swatch', product, variant);
      }
      for (const { name, value } of variant.attributes.downloads) {
        for (const url of Array.isArray(value) ? value : [value]) {
          if (!url.startsWith(FILES_PREFIX)) continue;
          if (url.includes('/images/thumbnail/')) {
            add(url, 'image', product, variant, name);
            add(originalImageUrl(url), 'image', product, variant, name);
          } else {
            add(url, url.endsWith('.pdf') ? 'document' : 'bim', product, variant, name);
          }
        }
      }
    }
  }
  return [...files.values()];
}

const HEX_BY_NAME = new Map<string, string>(
  Object.values(COLOURS).map((colour) => [colour.name, colour.hex]),
);

export function colourHex(name: string | undefined): string {
  return (name && HEX_BY_NAME.get(name)) ?? '#b0b4b8';
}
