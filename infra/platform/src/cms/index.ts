// The CMS: published documents (chrome, pages) at /cms/..., their store, and their search records.
export { cmsRoutes, CMS_CACHE_CONTROL } from './routes';
export { publishIfChanged, readPublishedDocument } from './store';
export { contentSearchRecords } from './search-records';
