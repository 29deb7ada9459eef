// The front door of the staff-auth module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { currentStaffPrincipal, findStaffById, type StaffAccount } from './staff-auth.repository';
export { staffAuthRoutes } from './staff-auth.routes';
export { createStaffAuthService } from './staff-auth.service';
