import * as v from 'valibot';
import { DOWNLOAD_TYPES } from '../catalogue-vocabulary';
import { boundedText } from './common';

/**
 * downloadFiles (storefront §7): the files of one variant, named by its sku. The entry rules of
 * storefront §5 "Downloads" are applied by the platform (`@specify/contracts/catalogue/downloads`),
 * so every reader (the product page's file panel, the project summary's BIM list) gets the same
 * list and none derives it again.
 */
export const downloadFilesRequestSchema = v.object({
  sku: v.pipe(boundedText(60), v.minLength(1, 'Give the variant sku.')),
});

/** One file: the entry it comes from, the name its button shows and its original-size link. */
export const downloadFileSchema = v.object({
  type: v.picklist(DOWNLOAD_TYPES),
  name: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(
    v.string(),
    v.minLength(1),
    v.check((url) => !url.includes('/thumbnail/'), 'a file link is in its original size'),
  ),
});

export const downloadFilesResponseSchema = v.object({
  sku: v.string(),
  /** In the variant's entry order; an entry holding a list gives one file per link. */
  files: v.array(downloadFileSchema),
});
