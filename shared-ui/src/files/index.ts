// Files a page makes for its visitor (PDF print documents, downloads). No styles: the product
// PDF's print view is also built in Node by the site benchmark.
export { saveBlob, BLOB_RELEASE_MS } from './save-blob';
export { escapeHtml } from './escape-html';
export { zipEntryName } from './zip-entry-name';
