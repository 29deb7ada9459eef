// Never a 500 for bad input (api-contract): every route the app registers, found as it is added, gets
// malformed path values, query strings and bodies (test/support/malformed.ts), without a token and
// with an applicant's, a member's and an admin's, so the handlers behind the auth guards are reached
// too. A new route is walked without touching this file. Any 5xx fails, naming route and request.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, staff } from '../src/db/schema';
import type { Principal } from '../src/modules/auth/principal';
import { useTestApp } from './support/app';
import { probesFor, routeUnderTest, type Probe, type RouteUnderTest } from './support/malformed';

const t = useTestApp();
const routes = (): RouteUnderTest[] => t.app.registeredRoutes.map(routeUnderTest);

async function memberPrincipal(email: string): Promise<Principal> {
  const [member] = await t.db.select().from(members).where(eq(members.email, email));
  if (!member?.applicationId) throw new Error(`no seeded member ${email}`);
  return { kind: 'member', memberId: member.id, userId: member.applicationId };
}

async function adminPrincipal(email: string): Promise<Principal> {
  const [account] = await t.db.select().from(staff).where(eq(staff.email, email));
  if (!account) throw new Error(`no seeded staff member ${email}`);
  return { kind: 'staff', staffId: account.id, email, roles: ['admin'], zones: [] };
}

/** Who calls: nobody, an applicant, a member asked to update (the self-update goes deep), an admin. */
const CALLERS: { name: string; principal: () => Promise<Principal | null> }[] = [
  { name: 'no token', principal: async () => null },
  {
    name: 'an applicant',
    principal: async () => ({
      kind: 'applicant',
      emails: ['lapsed@example.com'],
      mobiles: ['9800000013'],
    }),
  },
  { name: 'a member', principal: () => memberPrincipal('manual@example.com') },
  { name: 'an admin', principal: () => adminPrincipal('admin@example.com') },
];

/** Sends one probe; the reason it failed (a 5xx, or no answer at all), or null. */
async function failureOf(
  route: RouteUnderTest,
  probe: Probe,
  token: string | undefined,
  client: number,
): Promise<string | null> {
  const where = `${route.method} ${route.path} ← ${probe.description} (${probe.url.slice(0, 120)})`;
  try {
    const response = await t.app.inject({
      method: route.method,
      url: probe.url,
      // A client address per request: the per-IP limits would otherwise answer 429 before any
      // handler.
      remoteAddress: `127.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      headers: {
        ...probe.payload?.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(probe.payload?.payload !== undefined ? { payload: probe.payload.payload } : {}),
    });
    if (response.statusCode < 500) return null;
    return `${where}: ${response.statusCode} ${response.body.slice(0, 120)}`;
  } catch (error) {
    // A stream that broke after its headers went out (a CSV export's query failing).
    return `${where}: no answer (${String(error)})`;
  }
}

describe('malformed input on every route', () => {
  it.each(CALLERS)(
    'never answers 5xx, called by $name',
    async ({ principal: principalOf }) => {
      // The walk must not quietly shrink (routes or probes lost): 68 routes, about 5,500 requests.
      expect(routes().length).toBeGreaterThan(60);
      const principal = await principalOf();
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes()) {
        // A token per route: the logout route ends only its own.
        const token = principal ? await t.app.tokens.sign(principal) : undefined;
        for (const probe of probesFor(route)) {
          sent += 1;
          const failure = await failureOf(route, probe, token, sent);
          if (failure) failures.push(failure);
        }
      }
      await t.app.background.settled();
      expect(sent).toBeGreaterThan(5_000);
      expect(failures).toEqual([]);
    },
    // About 5,500 requests per caller: 4-13 s each on PGlite or PostgreSQL with the two cores busy.
    120_000,
  );
});
