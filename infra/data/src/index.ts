export type { Catalogue, GenerateOptions } from './generate';
export { DEFAULT_VARIANT_TARGET, SCALE_VARIANT_TARGET, generateCatalogue } from './generate';
export { EMPTY_MARKERS, WARRANTY_PLACEHOLDER } from './downloads';
export { COLOURS, slugify } from './colours';
export type { WriteAssetsOptions, WriteAssetsResult } from './assets/write-assets';
export { writeAssets } from './assets/write-assets';
export type { FileKind, LinkedFile } from './assets/linked-files';
export { linkedFiles, relativePath } from './assets/linked-files';
export { writeCatalogueJson } from './catalogue-json';
