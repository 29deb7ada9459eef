// The front door of the catalog module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { findCategoryById, type CategoryRow } from './catalog.repository';
export { catalogRoutes } from './catalog.routes';
export {
  createCatalogService,
  toCategoryView,
  type CatalogService,
  type CategoryView,
} from './catalog.service';
export { type CategoryCache } from './category-cache';
