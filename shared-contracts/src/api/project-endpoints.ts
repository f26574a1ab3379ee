/**
 * The project builder's addresses outside the action router (project-builder.md §2, §7 "Other
 * calls") and the limits that go with them: plain values, so the builder's screens and the
 * platform have them without the project schemas.
 */

/** The upload endpoint, outside the action router as it takes multipart (§7 "Other calls"). */
export function uploadExcelUrl(market: string): string {
  return `/${market}/api/upload-excel/`;
}

/**
 * The SKU list's See Example file (§7): a CSV of real SKUs of the market's catalogue, made by the
 * platform, so the example a visitor downloads is one the upload accepts.
 */
export function skuListExampleUrl(market: string): string {
  return `/${market}/api/sku-list-example.csv`;
}
export const SKU_LIST_EXAMPLE_NAME = 'sku-list-example.csv';

/** The share link's query names (§2: `?projectId&company`, plus the token that grants the view). */
export const SHARE_QUERY = { projectId: 'projectId', company: 'company', token: 'share' } as const;

/** `/{locale}/project-builder/share-summary/?projectId=…&company=…&share=…` (§2). */
export function shareSummaryPath(
  market: string,
  link: { projectId: string; company: string; shareToken: string },
): string {
  const query = new URLSearchParams({
    [SHARE_QUERY.projectId]: link.projectId,
    [SHARE_QUERY.company]: link.company,
    [SHARE_QUERY.token]: link.shareToken,
  });
  return `/${market}/project-builder/share-summary/?${query.toString()}`;
}

/** The rendered print HTML of a summary: generous, bounded (the product PDF's limit). */
export const MAX_PROJECT_PDF_HTML_BYTES = 2 * 1024 * 1024;

/** A rendered project PDF can be fetched for this long, then it is gone (404). */
export const PROJECT_PDF_TTL_MS = 15 * 60 * 1000;

export function projectPdfUrl(market: string): string {
  return `/${market}/api/pdf-my-project-html/`;
}
export function downloadProjectPdfUrl(market: string): string {
  return `/${market}/api/download-project-pdf/`;
}
/** `POST /{locale}/api/proxy-download-file/` {fileUrl} (§7): a file on the asset host, for exports. */
export function proxyDownloadFileUrl(market: string): string {
  return `/${market}/api/proxy-download-file/`;
}
