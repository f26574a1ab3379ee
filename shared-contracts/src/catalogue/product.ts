import type * as v from 'valibot';
import type {
  cataloguePriceSchema,
  categoryRefSchema,
  categorySchema,
  downloadEntrySchema,
  itemAttributeSchema,
  productSchema,
  variantAttributesSchema,
  variantSchema,
} from '../api/catalogue-schemas';
import type { MarketDefinition } from '../markets';

/**
 * The catalogue as the platform stores it. One shape is shared by the seed generator (infra/data),
 * the database, the catalogue actions and the search indexer, so a field means the same thing
 * everywhere. The fields are defined once, by the schemas in `../api/catalogue-schemas.ts`; these
 * are their types (types only: no code reaches a bundle).
 */

/** Locale keys inside catalogue documents are the markets' language tags (spec "Search locale maps"). */
export type CatalogueLocale = MarketDefinition['languageTag'];
export type Localized<T> = Record<CatalogueLocale, T>;

export type CataloguePrice = v.InferOutput<typeof cataloguePriceSchema>;
export type DownloadEntry = v.InferOutput<typeof downloadEntrySchema>;
export type ItemAttribute = v.InferOutput<typeof itemAttributeSchema>;
export type VariantAttributes = v.InferOutput<typeof variantAttributesSchema>;
export type Variant = v.InferOutput<typeof variantSchema>;
export type CategoryRef = v.InferOutput<typeof categoryRefSchema>;
export type Category = v.InferOutput<typeof categorySchema>;
export type Product = v.InferOutput<typeof productSchema>;
