// Which presented tokens cost a revocation lookup (decision 012).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../plugins/error-handler';
import { authPlugin } from './auth.plugin';
import type { Principal, StaffPrincipal } from './principal';
import { createTokenService, newSessionId } from './tokens';

const tokens = createTokenService('a-test-secret-that-is-long-enough-0123456789');

const ADMIN: StaffPrincipal = {
  kind: 'staff',
  staffId: 1,
  email: 'admin@example.com',
  roles: ['admin'],
  zones: [],
};

async function appRevoking(
  revoked: Set<string>,
  lookups: string[],
  accounts: Map<number, StaffPrincipal> = new Map([[1, ADMIN]]),
) {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(authPlugin, {
    tokens,
    isRevoked: async (jti) => {
      lookups.push(jti);
      return revoked.has(jti);
    },
    // The real one answers both questions in one statement (staff-auth.repository.ts).
    currentStaff: async (staffId, revocationIds) =>
      revocationIds.some((id) => revoked.has(id)) ? null : (accounts.get(staffId) ?? null),
  });
  app.get('/who', async (request) => {
    const principal = await request.principal();
    return {
      kind: principal?.kind ?? null,
      roles: principal?.kind === 'staff' ? principal.roles : null,
    };
  });
  return app;
}

async function call(app: Awaited<ReturnType<typeof appRevoking>>, principal: Principal) {
  const token = await tokens.sign(principal);
  const { jti } = await tokens.verify(token);
  const response = await app.inject({
    url: '/who',
    headers: { authorization: `Bearer ${token}` },
  });
  return { jti, status: response.statusCode };
}

describe('auth plugin revocation', () => {
  it('looks up member and staff tokens and refuses revoked ones', async () => {
    const revoked = new Set<string>();
    const lookups: string[] = [];
    const app = await appRevoking(revoked, lookups);
    const member = await call(app, { kind: 'member', memberId: 1, userId: 1 });
    expect(member.status).toBe(200);
    expect(lookups).toEqual([member.jti]);

    const staffToken = await tokens.sign({
      kind: 'staff',
      staffId: 1,
      email: 'admin@example.com',
      roles: ['admin'],
      zones: [],
    });
    revoked.add((await tokens.verify(staffToken)).jti);
    const response = await app.inject({
      url: '/who',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('looks up a sign-in session’s applicant token by its session id', async () => {
    const revoked = new Set<string>();
    const lookups: string[] = [];
    const app = await appRevoking(revoked, lookups);
    const sessionId = newSessionId();
    const token = await tokens.sign(
      { kind: 'applicant', emails: ['a@example.com'], mobiles: [] },
      { sessionId },
    );
    const who = () => app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } });
    expect((await who()).statusCode).toBe(200);
    expect(lookups).toEqual([sessionId]);
    revoked.add(sessionId);
    expect((await who()).statusCode).toBe(401);
  });

  it('does not look up applicant tokens of no session, which are never revoked', async () => {
    const lookups: string[] = [];
    const app = await appRevoking(new Set(), lookups);
    const applicant = await call(app, {
      kind: 'applicant',
      emails: ['a@example.com'],
      mobiles: [],
    });
    expect(applicant.status).toBe(200);
    expect(lookups).toEqual([]);
  });
});

describe('auth plugin staff accounts', () => {
  it('acts with the roles and zones the account has now, not those the token was signed with', async () => {
    const accounts = new Map([[1, ADMIN]]);
    const app = await appRevoking(new Set(), [], accounts);
    const token = await tokens.sign(ADMIN);
    const who = () => app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } });
    expect((await who()).json()).toEqual({ kind: 'staff', roles: ['admin'] });

    accounts.set(1, { ...ADMIN, roles: ['zone_manager'], zones: ['north'] });
    expect((await who()).json()).toEqual({ kind: 'staff', roles: ['zone_manager'] });

    accounts.delete(1); // deactivated or removed
    expect((await who()).statusCode).toBe(401);
  });
});
