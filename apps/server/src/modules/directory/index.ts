// The front door of the directory module (decision 074): what other modules may use. Nothing
// outside the module imports its other files.
export type { DirectoryDeps } from './directory-deps';
export { directoryRoutes } from './directory.routes';
export { sitemapRoutes } from './sitemap.routes';
export { staffDirectoryRoutes } from './staff-directory.routes';
