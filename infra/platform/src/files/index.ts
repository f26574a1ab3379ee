// Catalogue files: /files/... (internal-only ones for internal users) and proxied downloads.
export { fileRoutes, type FileRoutesOptions } from './file-routes';
export { internalOnlyFileGuard } from './internal-only-guard';
