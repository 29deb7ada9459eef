// One visit of the mixed load, as autocannon's request sequence: every connection walks it round and
// round, each round as another visitor (the fixtures are taken in turn), each connection from its own
// step of the visit, as visitors arriving at different times would. Anonymous first pages and
// the catalogue, a code request and a login, a member's plan status, an applicant reading and saving
// their form, and the back office's list. Every request says what a browser says about encodings.
import type { Request as AutocannonRequest } from 'autocannon';
import { BENCH_LOGIN_CODE } from './routes';
import type { MixedFixtures } from './mixed-fixtures';

type Context = { visit?: number; sentAt?: number; firstStep?: number; step?: string };
type Built = AutocannonRequest & { headers?: Record<string, string> };

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };
const JSON_BODY = { ...BROWSER, 'content-type': 'application/json' };

/** A client address of its own per request (behind TRUST_PROXY), as many visitors would have. */
const forwardedFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Per server, across its rounds: non-2xx answers by step and status, the logins used so far (each
 * needs a fresh code), the visits and the code requests (each to a new address from a new client).
 */
export type MixedCounters = {
  failures: Map<string, number>;
  logins: number;
  visits: number;
  codeRequests: number;
  /** Milliseconds from building each step's request to its answer, by step (when asked for). */
  latencies?: Map<string, number[]>;
};

type Step = { name: string; build: (request: Built, visit: number) => Built };

/** Counts an answer: its time (when asked for) and a non-2xx status, under the step that asked. */
const countedIn =
  (counters: MixedCounters) => (status: number, _body: string, context: Context) => {
    const name = context.step ?? '';
    if (counters.latencies && context.sentAt !== undefined) {
      const times = counters.latencies.get(name) ?? [];
      times.push(performance.now() - context.sentAt);
      counters.latencies.set(name, times);
    }
    if (status < 200 || status >= 300) {
      const key = `${name} ${status}`;
      counters.failures.set(key, (counters.failures.get(key) ?? 0) + 1);
    }
  };

/** Sends `step` in `context`'s visit, noting its name and time for the answer's count. */
function send(
  step: Step,
  request: AutocannonRequest,
  context: Context,
  counters: MixedCounters,
): Built {
  context.visit ??= counters.visits++;
  context.step = step.name;
  context.sentAt = performance.now();
  return step.build({ ...request, headers: { ...BROWSER } }, context.visit);
}

/** The steps of one visit, in order. */
function visitSteps(fixtures: MixedFixtures, counters: MixedCounters): Step[] {
  const step = (name: string, build: Step['build']): Step => ({ name, build });
  const applicantOf = (visit: number) =>
    fixtures.applicants[visit % fixtures.applicants.length] ?? fixtures.applicants[0]!;
  const get =
    (path: string, headers: Record<string, string> = {}) =>
    (request: Built) => ({
      ...request,
      method: 'GET' as const,
      path,
      headers: { ...BROWSER, ...headers },
    });
  return [
    step('page select-membership', get('/register/user/select-membership')),
    step('GET /api/membership', get('/api/membership')),
    step('page login', get('/login')),
    step('POST /api/send_email_otp', (request) => {
      counters.codeRequests += 1;
      const n = counters.codeRequests;
      return {
        ...request,
        method: 'POST',
        path: '/api/send_email_otp',
        headers: { ...JSON_BODY, 'x-forwarded-for': forwardedFor(n) },
        body: JSON.stringify({ email: `bench.code.${n}@example.com` }),
      };
    }),
    step('POST /api/login', (request) => {
      const email = fixtures.loginEmails[counters.logins % fixtures.loginEmails.length];
      counters.logins += 1;
      return {
        ...request,
        method: 'POST',
        path: '/api/login',
        headers: { ...JSON_BODY, 'x-forwarded-for': forwardedFor(1_000_000 + counters.logins) },
        body: JSON.stringify({ email_phone: email, otp: BENCH_LOGIN_CODE }),
      };
    }),
    step(
      'GET /api/plan_status',
      get(`/api/plan_status/${fixtures.member.userId}`, fixtures.member.headers),
    ),
    step('GET /api/getApplication', (request, visit) => {
      const applicant = applicantOf(visit);
      return get(`/api/getApplication/${applicant.id}`, applicant.headers)(request);
    }),
    step('POST /api/step_1', (request, visit) => {
      const applicant = applicantOf(visit);
      return {
        ...request,
        method: 'POST',
        path: '/api/step_1',
        headers: { ...JSON_BODY, ...applicant.headers },
        body: applicant.body,
      };
    }),
    step('GET /api/staff/applications', get('/api/staff/applications', fixtures.staff)),
    step(
      'GET /api/plan_status',
      get(`/api/plan_status/${fixtures.member.userId}`, fixtures.member.headers),
    ),
    step('GET /api/membership', get('/api/membership')),
    step('page select-membership', get('/register/user/select-membership')),
  ];
}

/**
 * The visit as autocannon's request sequence; non-2xx answers are counted by step in
 * `counters.failures`. Connection n starts at step n of the visit (modulo its length) and walks on
 * from there: all of them starting on the same step would begin each round with a burst of one kind
 * of request (200 code requests at once) that no steady load has, and weigh on a round's p99.
 */
export function mixedRequests(
  fixtures: MixedFixtures,
  counters: MixedCounters,
): AutocannonRequest[] {
  const visit = visitSteps(fixtures, counters);
  const onResponse = countedIn(counters);
  let connections = 0;
  return visit.map((_, index): AutocannonRequest => ({
    setupRequest: (request, context: Context) => {
      context.firstStep ??= connections++ % visit.length;
      const step = visit[(index + context.firstStep) % visit.length]!;
      return send(step, request, context, counters);
    },
    onResponse,
  }));
}

/** The one step named, as a request every connection sends (bench/step-costs.ts). */
export function stepRequest(
  fixtures: MixedFixtures,
  counters: MixedCounters,
  name: string,
): AutocannonRequest {
  const step = visitSteps(fixtures, counters).find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no step ${name} in the mixed visit`);
  return {
    setupRequest: (request, context: Context) => send(step, request, context, counters),
    onResponse: countedIn(counters),
  };
}
