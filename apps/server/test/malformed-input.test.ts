// Never a 500 for bad input (api-contract): every route the app registers, found as it is added, gets
// malformed path values, query strings and bodies (test/support/malformed.ts), without a token and
// with an applicant's, a member's and an admin's, so the handlers behind the auth guards are reached
// too. A new route is walked without touching this file. Any 5xx fails, naming route and request.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, staff } from '../src/db/schema';
import type { Principal } from '../src/modules/auth/principal';
import { useTestApp } from './support/app';
import { hostileProbesFor } from './support/hostile-shapes';
import {
  plainUrlOf,
  probesFor,
  routeUnderTest,
  sampleBody,
  type Payload,
  type Probe,
  type RouteUnderTest,
} from './support/malformed';

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

// The time budgets are counted in this process's CPU time rather than on the clock: what an answer
// costs the server, and what held a health check up, whatever else the machine runs meanwhile (CI's
// two cores are shared). On an idle machine the two are the same.
/** Every answer, whatever was sent, within this; the malformed probes too. */
const ANSWER_BUDGET_MS = 1_000;
/** A second client's health check while the hostile requests are answered. */
const HEALTH_BUDGET_MS = 100;
/** What no health check may ever wait, a route's first compile included. */
const HEALTH_LIMIT_MS = 500;

/** The CPU time this process has used, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The costliest answer to each hostile shape, and the request in flight: shown when a budget fails. */
const costliest = new Map<string, number>();
let inFlight = '';

/** The pieces of a body, each in a turn of its own as a socket delivers them. */
async function* piecesOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) {
    yield bytes.subarray(at, at + size);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The body as given, or as a stream of the pieces a socket would deliver. */
function payloadOf({ payload = '', chunkBytes }: Payload): string | Buffer | Readable {
  return chunkBytes ? Readable.from(piecesOf(Buffer.from(payload), chunkBytes)) : payload;
}

/** Sends one probe; the reason it failed (a 5xx, or no answer at all), or null. */
async function failureOf(
  route: RouteUnderTest,
  probe: Probe,
  token: string | undefined,
  client: number,
): Promise<string | null> {
  const where = `${route.method} ${route.path} ← ${probe.description} (${probe.url.slice(0, 120)})`;
  const started = cpuMs();
  inFlight = where;
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
      ...(probe.payload?.payload !== undefined ? { payload: payloadOf(probe.payload) } : {}),
    });
    const took = cpuMs() - started;
    costliest.set(probe.description, Math.max(costliest.get(probe.description) ?? 0, took));
    if (took > ANSWER_BUDGET_MS) return `${where}: answered in ${Math.round(took)} ms`;
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

/** A held-up health check: how long (CPU ms) and what was being answered meanwhile. */
type HealthCheck = { ms: number; during: string };

/**
 * Asks for /api/health again and again while `work` runs, as a second client would: every answer's
 * cost, which grows with whatever holds the event loop meanwhile.
 */
async function healthChecksDuring(work: () => Promise<void>): Promise<HealthCheck[]> {
  const checks: HealthCheck[] = [];
  // The first answer compiles the route's code: a start-up cost, not a stall.
  await t.app.inject({ method: 'GET', url: '/api/health' });
  let working = true;
  const checking = (async () => {
    while (working) {
      const started = cpuMs();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const ms = response.statusCode === 200 ? cpuMs() - started : Infinity;
      checks.push({ ms, during: inFlight });
      // Pacing, not waiting for anything: a client polling every few milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    await work();
  } finally {
    working = false;
    await checking;
  }
  return checks;
}

/**
 * A token that gets a route past its guards: the first caller not refused (401/403) with the
 * route's plain request, so each route's own reading of a body is reached.
 */
async function tokenReaching(route: RouteUnderTest, client: number): Promise<string | undefined> {
  const body = BODY_METHODS.has(route.method) ? JSON.stringify(sampleBody(route)) : undefined;
  for (const caller of CALLERS) {
    const principal = await caller.principal();
    const token = principal ? await t.app.tokens.sign(principal) : undefined;
    const response = await t.app.inject({
      method: route.method,
      url: plainUrlOf(route),
      remoteAddress: `10.9.${(client >> 8) & 255}.${client & 255}`,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode !== 401 && response.statusCode !== 403) {
      // A fresh one: the plain request may have been the logout, which ends its token.
      return principal ? t.app.tokens.sign(principal) : undefined;
    }
  }
  return undefined;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('hostile shapes on every route', () => {
  it("answers each within 1 s while a second client's health checks answer within 100 ms", async () => {
    const failures: string[] = [];
    let sent = 0;
    const checks = await healthChecksDuring(async () => {
      for (const [index, route] of routes().entries()) {
        const token = await tokenReaching(route, index);
        for (const probe of hostileProbesFor(route)) {
          sent += 1;
          const failure = await failureOf(route, probe, token, 200_000 + sent);
          if (failure) failures.push(failure);
        }
      }
      await t.app.background.settled();
    });
    // A route's first answer compiles its code and the collector runs when it must: a check may
    // meet one of those (up to a few hundred ms of CPU on a busy machine). A stall is another scale
    // (an 80 kB body of brackets took 74 s), so a few checks may be slow, none held for long.
    const heldUp = checks.filter((check) => check.ms >= HEALTH_BUDGET_MS);
    const heldLong = checks.filter((check) => check.ms >= HEALTH_LIMIT_MS);
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    expect(checks.length).toBeGreaterThan(100);
    expect(heldUp.length, JSON.stringify(heldUp)).toBeLessThanOrEqual(checks.length / 100);
    expect(heldLong).toEqual([]);
  }, 120_000);
});
