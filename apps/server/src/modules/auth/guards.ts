// The callers a route may have, as `guardedRoute` options: each checks the caller in onRequest
// (before validation) and hands the handler who it is. Route files name their role sets with these.
import type { StaffRole } from '../../db/schema';
import { guardedRoute } from '../../lib/guarded-route';
import { requirePrincipal, requireStaff } from './auth.plugin';
import { memberOnly } from './member-only';

/** Any signed-in caller: 401 without a token. */
export const forSignedIn = guardedRoute(requirePrincipal);

/** A member's own routes: 401 without a token, 403 for any other kind (`memberOnly`). */
export const forMembers = guardedRoute(requirePrincipal, memberOnly);

/** Staff holding one of `roles`, or any staff member when none is named. */
export const forStaffIn = (...roles: StaffRole[]) =>
  guardedRoute((request) => requireStaff(request, ...roles));
