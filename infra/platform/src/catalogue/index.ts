// The catalogue as the platform reads it: products, variants and prices (store), and which files
// are for internal users only.
export { CatalogueStore, type CatalogueData, type VariantMatch } from './store';
export { internalOnlyFiles } from './internal-files';
