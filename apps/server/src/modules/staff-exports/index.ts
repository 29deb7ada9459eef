// The front door of the staff-exports module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { exportRoutes } from './exports.routes';
export { createExportsService, EXPORT_BATCH_SIZE } from './exports.service';
