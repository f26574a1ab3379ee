export type { Catalogue, GenerateOptions } from './generate';
export { DEFAULT_VARIANT_TARGET, generateCatalogue } from './generate';
export { EMPTY_MARKERS, WARRANTY_PLACEHOLDER } from './downloads';
export { COLOURS, slugify } from './colours';
