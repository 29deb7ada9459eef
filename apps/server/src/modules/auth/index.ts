// The front door of the auth module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export {
  authPlugin,
  lenientPrincipal,
  requirePrincipal,
  requireStaff,
  revocationId,
} from './auth.plugin';
export { forMembers, forSignedIn, forStaffIn } from './guards';
export { memberOnly, signedInOnly } from './member-only';
export { cookieValue, createPageCookies } from './page-cookie';
export {
  hasRole,
  isStaff,
  teamPersonOf,
  provesEmail,
  provesMobile,
  withProvenContact,
  type MemberPrincipal,
  type Principal,
  type StaffPrincipal,
  type TeamSeat,
} from './principal';
export { createRevocations, memberRevocationId, type Revocations } from './revocations';
export { staffOnly } from './staff-only';
export {
  createTokenService,
  newSessionId,
  TOKEN_TTL_SECONDS,
  type TokenService,
  type VerifiedToken,
} from './tokens';
