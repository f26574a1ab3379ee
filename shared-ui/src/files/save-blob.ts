/** A saved file's blob URL is released after this (storefront §9), once the browser has started the download. */
export const BLOB_RELEASE_MS = 100;

/** Saves a blob as a download under a name (exports, PDFs, zips), releasing its URL shortly after. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_RELEASE_MS);
}
