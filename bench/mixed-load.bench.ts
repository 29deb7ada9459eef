// The mixed load on PostgreSQL: 200 clients walking a visit of anonymous first pages, the catalogue,
// a code request and a login, a member's plan status, an applicant's read and save, and the back
// office's list (support/mixed-requests.ts), against the production app. With
// MIXED_BASELINE_DIR=<another worktree> (built, with its node_modules) that commit's server runs
// beside this one, each on a fresh database, in alternating rounds (support/paired-ratio.ts says how
// the ratio is read from them).
// Alone: `npx tsx bench/mixed-load.bench.ts`; MIXED_CONNECTIONS, MIXED_SECONDS and MIXED_ROUNDS
// shorten it while iterating.
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { autovacuumIsOn } from '../apps/server/src/db/server-settings';
import { startCheckoutServer, THIS_CHECKOUT, type CheckoutServer } from './support/checkout-server';
import { addLoginCodes, mixedFixtures, type MixedFixtures } from './support/mixed-fixtures';
import { mixedRequests, type MixedCounters } from './support/mixed-requests';
import { DEFAULT_POSTGRES_URL } from './support/server';
import { vacuumAnalyze } from './support/scratch-database';
import { cpuOf } from './support/cpu';
import { median, pairedRatio } from './support/paired-ratio';

/** Budgets of issue 25: p99 under 500 ms, and at least the baseline commit's requests a second. */
export const MIXED_P99_BUDGET_MS = 500;
export const MIXED_RATIO_BUDGET = 1;

export type MixedRound = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU ms a request, by who spent it (server, database backends, the load generator). */
  cpuPerRequest?: { server: number; database: number; client: number };
};

export type MixedFigures = {
  current: MixedRound;
  baseline?: MixedRound;
  /** current ÷ baseline req/s: the median over neighbouring rounds (support/paired-ratio.ts). */
  ratio?: number;
  rounds: MixedRound[];
  failures: Record<string, Record<string, number>>;
};

type Subject = {
  server: CheckoutServer;
  fixtures: MixedFixtures;
  counters: MixedCounters;
  /** Logins a second in the last round, to top up the codes for the next. */
  loginRate: number;
};

type Settings = {
  connections: number;
  seconds: number;
  rounds: number;
  /**
   * The database server runs without autovacuum (as this workplace's does): each database is
   * vacuumed and analysed before each round, as autovacuum would in production (decision 127).
   */
  vacuumBetweenRounds: boolean;
};

/** Logins a second a round is given codes for at least (a visit of 12 requests has one login). */
const MIN_LOGIN_RATE = 150;

async function prepare(checkout: string, label: string, adminUrl: string): Promise<Subject> {
  const server = await startCheckoutServer(checkout, label, adminUrl);
  try {
    const fixtures = await mixedFixtures(server, 200);
    return {
      server,
      fixtures,
      counters: {
        failures: new Map(),
        logins: 0,
        visits: 0,
        codeRequests: 0,
        ...(process.env.MIXED_STEP_TIMES ? { latencies: new Map<string, number[]>() } : {}),
      },
      loginRate: 50,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function round(
  subject: Subject,
  settings: Settings,
  seconds: number,
  admin: pg.Client,
): Promise<MixedRound> {
  // Every login needs a fresh code: enough for this round at 1.5× the last one's rate, and never
  // fewer than MIN_LOGIN_RATE a second (the warm-up's rate, measured while the JIT warms, ran short
  // and a round's logins then failed with 400s that are cheaper than a login).
  const rate = Math.max(subject.loginRate, MIN_LOGIN_RATE);
  const needed = subject.counters.logins + Math.ceil(rate * seconds * 1.5) + 200;
  const missing = needed - subject.fixtures.loginEmails.length;
  if (missing > 0) await addLoginCodes(subject.server, subject.fixtures, missing);
  if (settings.vacuumBetweenRounds) await vacuumAnalyze(subject.server.databaseUrl);
  const loginsBefore = subject.counters.logins;
  const before = await cpuOf(subject.server, admin);
  const result = await autocannon({
    url: subject.server.baseUrl,
    connections: settings.connections,
    duration: seconds,
    requests: mixedRequests(subject.fixtures, subject.counters),
  });
  const after = await cpuOf(subject.server, admin);
  const perRequest = (ms: number) => ms / Math.max(1, result.requests.total);
  subject.loginRate = Math.max(10, (subject.counters.logins - loginsBefore) / seconds);
  const latencies = subject.counters.latencies;
  if (latencies) {
    const byStep = [...latencies].map(([name, times]) => {
      const sorted = times.sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.floor(share * (sorted.length - 1))]?.toFixed(0);
      return `${name} p50 ${at(0.5)} p99 ${at(0.99)}`;
    });
    console.log(`[mixed] ${subject.server.label} by step (ms): ${byStep.join('; ')}`);
    latencies.clear();
  }
  return {
    label: subject.server.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequest: {
      server: perRequest(after.server - before.server),
      database: perRequest(after.backends - before.backends),
      client: perRequest(after.client - before.client),
    },
  };
}

const summary = (label: string, runs: MixedRound[]): MixedRound => ({
  label,
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p50Ms: median(runs.map((run) => run.p50Ms)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

const describeCpu = ({ server, database, client }: NonNullable<MixedRound['cpuPerRequest']>) =>
  `, CPU a request: server ${server.toFixed(2)} ms, database ${database.toFixed(2)} ms, load generator ${client.toFixed(2)} ms`;

export const describeRound = (run: MixedRound): string =>
  `${run.label}: ${run.requestsPerSecond.toFixed(0)} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors}` +
  (run.cpuPerRequest ? describeCpu(run.cpuPerRequest) : '');

export async function benchMixedLoad(
  options: Partial<Omit<Settings, 'vacuumBetweenRounds'>> & {
    baselineDir?: string;
    adminUrl?: string;
  } = {},
): Promise<MixedFigures> {
  const adminUrl = options.adminUrl ?? DEFAULT_POSTGRES_URL;
  const subjects: Subject[] = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const settings: Settings = {
      connections: options.connections ?? 200,
      // Rounds of 30 s: the first seconds of a round, while the connections open and the pool
      // fills, weigh on its p99 the more the shorter the round.
      seconds: options.seconds ?? 30,
      rounds: options.rounds ?? 6,
      vacuumBetweenRounds: !(await autovacuumIsOn(drizzle(admin))),
    };
    if (settings.vacuumBetweenRounds) {
      console.log('[mixed] autovacuum is off: each database is vacuumed before each round');
    }
    if (options.baselineDir) {
      subjects.push(await prepare(options.baselineDir, 'baseline', adminUrl));
    }
    subjects.push(await prepare(THIS_CHECKOUT, 'current', adminUrl));
    // A warm-up each (JIT, pools, caches), not counted.
    for (const subject of subjects) await round(subject, settings, 5, admin);
    const rounds: MixedRound[] = [];
    for (let index = 0; index < settings.rounds; index += 1) {
      for (const subject of subjects) {
        const run = await round(subject, settings, settings.seconds, admin);
        console.log(`[mixed] round ${index + 1} ${describeRound(run)}`);
        rounds.push(run);
      }
    }
    const of = (label: string) =>
      summary(
        label,
        rounds.filter((run) => run.label === label),
      );
    const current = of('current');
    const baseline = options.baselineDir ? of('baseline') : undefined;
    return {
      current,
      baseline,
      ratio: baseline ? pairedRatio(rounds, 'current', 'baseline') : undefined,
      rounds,
      failures: Object.fromEntries(
        subjects.map((subject) => [
          subject.server.label,
          Object.fromEntries(subject.counters.failures),
        ]),
      ),
    };
  } finally {
    for (const subject of subjects) await subject.server.stop();
    await admin.end();
  }
}

/** The settings of a run from the environment (the bench's own knobs; the app reads none of them). */
export function mixedOptionsFromEnvironment(): Parameters<typeof benchMixedLoad>[0] {
  const numberOf = (name: string) => {
    const value = process.env[name];
    return value ? Number(value) : undefined;
  };
  return {
    baselineDir: process.env.MIXED_BASELINE_DIR,
    adminUrl: process.env.BENCH_DATABASE_URL,
    connections: numberOf('MIXED_CONNECTIONS'),
    seconds: numberOf('MIXED_SECONDS'),
    rounds: numberOf('MIXED_ROUNDS'),
  };
}

if (import.meta.filename === process.argv[1]) {
  const figures = await benchMixedLoad(mixedOptionsFromEnvironment());
  if (figures.baseline) console.log(`[mixed] median ${describeRound(figures.baseline)}`);
  console.log(`[mixed] median ${describeRound(figures.current)}`);
  if (figures.ratio !== undefined) console.log(`[mixed] ratio ${figures.ratio.toFixed(2)}`);
  console.log(`[mixed] non-2xx by step: ${JSON.stringify(figures.failures)}`);
}
