// The front door of the staff-admin module (decision 074): it composes the back office's modules
// (staff-queue, staff-members, staff-reminders, staff-catalog, staff-refunds, staff-accounts,
// staff-exports) into one set of services and one route plugin under /api/staff.
export { staffAdminRoutes } from './staff-admin.routes';
export { createStaffAdminServices } from './staff-admin.service';
