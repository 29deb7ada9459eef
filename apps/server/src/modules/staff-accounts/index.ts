// The front door of the staff-accounts module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { grantAdmin } from './admin-grant.service';
export { staffAccountRoutes } from './staff-accounts.routes';
export { createStaffAccountsService } from './staff-accounts.service';
export type { InvitationDeps } from './invite-staff';
