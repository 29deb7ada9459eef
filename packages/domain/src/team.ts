// A company's team (issue #31, decision 110): who may do what for a member company. The account
// holder and admins may do everything; billing and contact people may use only the routes listed
// here, checked on the server for every call (an unlisted route answers 403), so a new route is
// the admins' until someone lists it.
import type { TEAM_ROLE_VALUES, TEAM_STATUS_VALUES } from './contracts/values';

export type TeamRole = (typeof TEAM_ROLE_VALUES)[number];
export type TeamStatus = (typeof TEAM_STATUS_VALUES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  admin: 'Admin',
  billing: 'Billing',
  contact: 'Contact',
};

export const TEAM_ROLE_HINTS: Record<TeamRole, string> = {
  admin: 'Everything the account holder can do, including inviting people',
  billing: 'Pay renewals and upgrades, see and download invoices, manage auto-renewal',
  contact: "Receives the association's messages and can update the directory listing",
};

/** Signing in and out, the public pages, and what the member home reads for everyone. */
const EVERY_ROLE: readonly string[] = [
  'POST /api/login_otp',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/association',
  'GET /api/association/logo',
  'GET /api/membership',
  'GET /api/membership/:id',
  'GET /api/state/:zone',
  'GET /api/validate_membership',
  'GET /api/directory',
  'GET /api/directory/:id',
  'GET /api/directory/logo/:id',
  'GET /api/card/verify/:token',
  'GET /api/card/photo/:token',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/plan_status/:userId',
  'GET /api/get_user_details/:id',
  'GET /api/reminder_channels',
  'GET /api/my_details',
  'GET /api/team',
  'HEAD /*',
  'GET /*',
];

const BILLING: readonly string[] = [
  'GET /api/renew_checkout/:user_id',
  'GET /api/revive_renew_checkout/:app_id',
  'GET /api/checkout_upgrade/:id',
  'POST /api/create_order',
  'POST /api/PaymentSuccess',
  'POST /api/unsuccessful',
  'GET /api/invoices/:userId',
  'GET /api/get_order_details/:ref',
  'GET /api/order/view/:ref',
  'GET /api/credit_note/:id',
  'GET /api/auto_renewal',
  'POST /api/auto_renewal',
  'POST /api/auto_renewal/confirm',
  'POST /api/auto_renewal/action',
  'POST /api/auto_renewal/cancel_link',
  // The sandbox's own payment page (development and tests only).
  'POST /api/dev/sandbox/pay',
  'POST /api/dev/sandbox/mandate',
];

const CONTACT: readonly string[] = [
  'GET /api/directory/listing',
  'PUT /api/directory/listing',
  'PUT /api/directory/listing/logo',
  'DELETE /api/directory/listing/logo',
];

const ALLOWED: Record<Exclude<TeamRole, 'admin'>, ReadonlySet<string>> = {
  billing: new Set([...EVERY_ROLE, ...BILLING]),
  contact: new Set([...EVERY_ROLE, ...CONTACT]),
};

/**
 * Whether a team person in `role` may call the route (`method` and the route's pattern, e.g.
 * 'GET /api/invoices/:userId'). Admins may call every route a member may.
 */
export function teamRoleMayUse(role: TeamRole, method: string, routePattern: string): boolean {
  if (role === 'admin') return true;
  return ALLOWED[role].has(`${method.toUpperCase()} ${routePattern}`);
}
