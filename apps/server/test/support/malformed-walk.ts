// The walk of every route with malformed and hostile input (malformed-input*.test.ts and
// hostile-shapes.test.ts, split in files so that two test workers share the walk): the callers, one
// probe sent and judged, and a second client's health checks meanwhile. Test-only.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, staff } from '../../src/db/schema';
import type { Principal } from '../../src/modules/auth/principal';
import { useTestApp, type TestContext } from './app';
import {
  plainUrlOf,
  probesFor,
  routeUnderTest,
  sampleBody,
  type Payload,
  type Probe,
  type RouteUnderTest,
} from './malformed';

export type Caller = { name: string; principal: () => Promise<Principal | null> };

// The running file's test app. API files share their worker's modules (isolate: false) and run one
// after another, so each file's useMalformedWalk() points the walk at its own app.
let t: TestContext;

/** Call at the top of a walking test file: its test app, which the helpers below then use. */
export function useMalformedWalk(): TestContext {
  t = useTestApp();
  return t;
}

export const routes = (): RouteUnderTest[] => t.app.registeredRoutes.map(routeUnderTest);

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
export const CALLERS: Caller[] = [
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
export const HEALTH_BUDGET_MS = 100;
/** What no health check may ever wait, a route's first compile included. */
export const HEALTH_LIMIT_MS = 500;

/** The CPU time this process has used, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The costliest answer to each hostile shape, and the request in flight: shown when a budget fails. */
const costliest = new Map<string, number>();
let inFlight = '';

/** Each hostile shape's costliest answer so far (CPU ms), costliest first. */
export function costliestAnswers(): string {
  return [...costliest]
    .sort(([, a], [, b]) => b - a)
    .map(([shape, ms]) => `${shape}: ${Math.round(ms)} ms`)
    .join('; ');
}

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
export async function failureOf(
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

/** A held-up health check: how long (CPU ms) and what was being answered meanwhile. */
type HealthCheck = { ms: number; during: string };

/**
 * Asks for /api/health again and again while `work` runs, as a second client would: every answer's
 * cost, which grows with whatever holds the event loop meanwhile.
 */
export async function healthChecksDuring(work: () => Promise<void>): Promise<HealthCheck[]> {
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
export async function tokenReaching(
  route: RouteUnderTest,
  client: number,
): Promise<string | undefined> {
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

/**
 * The walk's test for the callers named: every route, every malformed probe, never a 5xx. Called by
 * malformed-input.test.ts and malformed-input-admin.test.ts, each after useMalformedWalk().
 */
export function describeMalformedWalk(names: readonly Caller['name'][]): void {
  const callers = CALLERS.filter((caller) => names.includes(caller.name));
  describe('malformed input on every route', () => {
    it.each(callers)(
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
      // About 5,500 requests per caller: 4-60 s each, more with the two cores busy.
      240_000,
    );
  });
}
