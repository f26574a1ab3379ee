import * as v from 'valibot';
import { MAX_PROJECT_PDF_HTML_BYTES } from './project-endpoints';
import { PROJECT_LIMITS, UPLOAD_REMARKS } from '../project/rules';
import { projectIdSchema } from './project-entities';

/**
 * The Project Builder's site endpoints outside the action router (§7 "Other calls"): SKU list
 * uploads, project PDFs and proxied downloads.
 */

/** One row of an uploaded SKU list, with its remark (§3 "Upload row", §8). */
export const uploadRowSchema = v.object({
  sku: v.string(),
  qty: v.string(),
  section: v.string(),
  remarks: v.picklist(UPLOAD_REMARKS),
});
export type UploadRow = v.InferOutput<typeof uploadRowSchema>;

export const UPLOAD_CODES = [
  'SUCCESS',
  'PARTIAL_SUCCESS',
  'inValidFileFormat',
  'moreItems',
  'emptyFile',
  'inValidProducts',
  'ERROR',
] as const;
export const uploadResponseSchema = v.object({
  code: v.picklist(UPLOAD_CODES),
  message: v.string(),
  /** Set when duplicate sku/section pairs were combined. */
  duplicatesCombined: v.optional(v.boolean()),
  addedSkus: v.array(uploadRowSchema),
  notAddedSkus: v.array(uploadRowSchema),
});
export type UploadResponse = v.InferOutput<typeof uploadResponseSchema>;

/**
 * `{project}_summary_{4 random chars}.pdf` (§9): the project name as typed (blocked characters
 * are already out of it), no path separators or control characters.
 */
export const projectPdfFilenameSchema = v.pipe(
  v.string('filename must be a string.'),
  v.maxLength(120, 'filename is too long.'),
  v.regex(
    /^[^/\\"]{1,100}_summary_[A-Za-z0-9]{4}\.pdf$/u,
    'filename must be {project}_summary_{4 characters}.pdf.',
  ),
  v.check(
    (name) => [...name].every((char) => char.charCodeAt(0) >= 0x20),
    'filename may not contain control characters.',
  ),
);

/** `POST /{locale}/api/pdf-my-project-html/` (§7): queues the render and answers at once. */
export const projectPdfRequestSchema = v.object({
  html: v.pipe(
    v.string('html must be a string of HTML.'),
    v.minLength(1, 'html is empty.'),
    v.maxLength(MAX_PROJECT_PDF_HTML_BYTES, 'html is too large (2 MB at most).'),
  ),
  isLandscapeMode: v.boolean('isLandscapeMode must be true or false.'),
  filename: projectPdfFilenameSchema,
  shoppingListId: projectIdSchema,
  /** The requester's email as the spec sends it; the platform goes by the session, not this. */
  emailId: v.optional(v.pipe(v.string(), v.maxLength(PROJECT_LIMITS.email)), ''),
});
export type ProjectPdfRequest = v.InferOutput<typeof projectPdfRequestSchema>;

/** 202 from pdf-my-project-html, and from download-project-pdf while the render is under way. */
export const projectPdfQueuedSchema = v.object({
  filename: v.string(),
  status: v.literal('queued'),
});

/** `POST /{locale}/api/download-project-pdf/` {filename}: 200 with the PDF once it is made. */
export const downloadProjectPdfRequestSchema = v.object({ filename: projectPdfFilenameSchema });

/** `POST /{locale}/api/proxy-download-file/` {fileUrl} (§7): a file on the asset host, for exports. */
export const proxyDownloadRequestSchema = v.object({
  fileUrl: v.pipe(
    v.string('fileUrl must be a string.'),
    v.maxLength(2048, 'fileUrl is too long.'),
    v.url('fileUrl must be an absolute URL.'),
  ),
});
