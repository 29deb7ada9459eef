// Reads the bearer token once per request. Routes ask for what they need: `request.principal()` (null
// when no token), `requirePrincipal(request)` (401 without), `requireStaff(request, ...roles)` (403 else).
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import type { StaffRole } from '../../db/schema';
import type { Principal, StaffPrincipal, TeamSeat } from './principal';
import type { TokenService, VerifiedToken } from './tokens';
import { memberRevocationId } from './revocations';
import { teamRoleGate } from './team-gate';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The verified token of this request, or null without one; a bad token is a 401. */
    verifiedToken(): Promise<VerifiedToken | null>;
    principal(): Promise<Principal | null>;
  }
}

/**
 * The kinds of token that can always be revoked by their own id (members and staff). An applicant
 * token is revoked through its session (claim `sid`), which every applicant token is issued with:
 * /api/login's, verify_otp's (a second verification stays in the first one's session) and the
 * payment link's. One issued before sessions existed carries none and lapses (decision 012).
 */
export const REVOCABLE_KINDS: ReadonlySet<Principal['kind']> = new Set(['member', 'staff']);

/**
 * The id under which logout revokes a token and requests look it up: its session's id when it has
 * one (ending every token of that sign-in), else its own id for a REVOCABLE_KINDS kind, else null.
 */
export function revocationId(verified: VerifiedToken): string | null {
  if (verified.sessionId) return verified.sessionId;
  return REVOCABLE_KINDS.has(verified.principal.kind) ? verified.jti : null;
}

/** Every id that ends this token: its own (revocationId), and a member's erasure (decision 045). */
function revocationIds(verified: VerifiedToken): string[] {
  const own = revocationId(verified);
  const ids = own === null ? [] : [own];
  if (verified.principal.kind === 'member')
    ids.push(memberRevocationId(verified.principal.memberId));
  return ids;
}

export type AuthPluginOptions = {
  tokens: TokenService;
  /** Revoked ids (logout); checked for every presented token that has a revocationId. */
  isRevoked?: (...ids: string[]) => Promise<boolean>;
  /**
   * The staff member as the database has them now (active, roles, zones), or null once deactivated
   * or once any of `revocationIds` was revoked: a staff token names who is calling, never what they
   * may do (decision 020). It answers both questions so that a staff request asks the database once.
   */
  currentStaff: (staffId: number, revocationIds: string[]) => Promise<StaffPrincipal | null>;
  /**
   * The team person a member token names, as the database has them now, or null once removed (or
   * not of that member): the token names who signs in, never their role (decision 110).
   */
  currentTeamSeat?: (memberId: number, personId: number) => Promise<TeamSeat | null>;
};

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError();
  return token;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { tokens, isRevoked, currentStaff, currentTeamSeat }) => {
    app.decorate('tokens', tokens);
    const cache = new WeakMap<FastifyRequest, Promise<VerifiedToken | null>>();

    async function withSeat(verified: VerifiedToken): Promise<VerifiedToken> {
      const { principal } = verified;
      if (principal.kind !== 'member' || principal.personId === undefined || !currentTeamSeat) {
        return verified;
      }
      const seat = await currentTeamSeat(principal.memberId, principal.personId);
      if (!seat) throw new UnauthorizedError();
      return { ...verified, principal: { ...principal, seat } };
    }

    async function verify(request: FastifyRequest): Promise<VerifiedToken | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const verified = await tokens.verify(token);
      const ids = revocationIds(verified);
      if (verified.principal.kind !== 'staff') {
        const [revoked, seated] = await Promise.all([
          isRevoked && ids.length > 0 ? isRevoked(...ids) : false,
          withSeat(verified),
        ]);
        if (revoked) throw new UnauthorizedError();
        return seated;
      }
      const staff = await currentStaff(verified.principal.staffId, ids);
      if (!staff) throw new UnauthorizedError();
      return { ...verified, principal: staff };
    }

    app.decorateRequest('verifiedToken', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = verify(this);
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('principal', async function (this: FastifyRequest) {
      return (await this.verifiedToken())?.principal ?? null;
    });
    // Every route, before its own hooks: a team person's role is checked here once for all.
    app.addHook('onRequest', teamRoleGate(tokens));
  },
  { name: 'auth' },
);

export async function requirePrincipal(request: FastifyRequest): Promise<Principal> {
  const principal = await request.principal();
  if (!principal) throw new UnauthorizedError();
  return principal;
}

/**
 * The caller's principal, a bad or expired token counting as none: for calls that must work without a
 * live session (a payment callback that arrives after the page's token expired).
 */
export async function lenientPrincipal(request: FastifyRequest): Promise<Principal | null> {
  try {
    return await request.principal();
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

/** A staff member holding one of the roles (any staff role when none is named). */
export async function requireStaff(
  request: FastifyRequest,
  ...roles: StaffRole[]
): Promise<StaffPrincipal> {
  const principal = await requirePrincipal(request);
  if (principal.kind !== 'staff') throw new ForbiddenError();
  if (roles.length > 0 && !principal.roles.some((role) => roles.includes(role))) {
    throw new ForbiddenError();
  }
  return principal;
}
