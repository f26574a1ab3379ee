import * as v from 'valibot';

/**
 * The product PDF (storefront §4 "Product PDF download", §7): the product page posts its print
 * view's HTML and gets `application/pdf` back. One schema for the page that sends it and the
 * platform that renders it.
 */

/** The print HTML of a product: generous, but bounded. */
export const MAX_PDF_HTML_BYTES = 2 * 1024 * 1024;

export const productPdfRequestSchema = v.object(
  {
    html: v.pipe(
      v.string('html must be a string of HTML.'),
      v.minLength(1, 'html is empty.'),
      v.maxLength(MAX_PDF_HTML_BYTES, 'html is too large (2 MB at most).'),
    ),
    noPageMargins: v.optional(v.boolean('noPageMargins must be true or false.'), false),
  },
  'send {html, noPageMargins} with the HTML to render.',
);
export type ProductPdfRequest = v.InferInput<typeof productPdfRequestSchema>;

/** `POST /{locale}/api/pdf-my-html/`. */
export function productPdfUrl(market: string): string {
  return `/${market}/api/pdf-my-html/`;
}
