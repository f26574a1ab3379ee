/** A saved file's blob URL is released after this, once the browser has started the download. */
export const BLOB_RELEASE_MS = 100;

/**
 * Saves a blob under a name, releasing its URL shortly after. (mf-product has the same few lines
 * in its own lib; the shared home for both is @specify/ui.)
 */
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
