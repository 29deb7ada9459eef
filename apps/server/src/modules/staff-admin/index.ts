// The front door of the staff-admin module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { grantAdmin } from './admin-grant.service';
export { staffAdminRoutes } from './staff-admin.routes';
export { createStaffAdminServices } from './staff-admin.service';
