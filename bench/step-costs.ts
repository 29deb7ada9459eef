// Where the mixed load's time goes: each step of its visit (support/mixed-requests.ts) alone, as a
// burst of requests, with the CPU the server process and its database's backends spent per request.
// With MIXED_BASELINE_DIR=<worktree> the baseline commit is measured the same way beside it. CPU
// rather than wall time, so that other work on the machine moves the figures little.
// `npx tsx bench/step-costs.ts` (STEP_REQUESTS sets the burst, 1,000 by default; STEP_ONLY, a part of
// a step's name, measures only the steps that contain it).
import autocannon from 'autocannon';
import pg from 'pg';
import { startCheckoutServer, THIS_CHECKOUT, type CheckoutServer } from './support/checkout-server';
import { addLoginCodes, mixedFixtures } from './support/mixed-fixtures';
import { stepRequest, type MixedCounters } from './support/mixed-requests';
import { cpuOf } from './support/cpu';
import { DEFAULT_POSTGRES_URL } from './support/server';

async function measure(server: CheckoutServer, requestsPerStep: number, admin: pg.Client) {
  const fixtures = await mixedFixtures(server, 50);
  await addLoginCodes(server, fixtures, requestsPerStep * 2 + 100);
  const counters: MixedCounters = { failures: new Map(), logins: 0, visits: 0, codeRequests: 0 };
  const names = ['page select-membership', 'GET /api/membership', 'page login'];
  names.push('POST /api/send_email_otp', 'POST /api/login', 'GET /api/plan_status');
  names.push('GET /api/getApplication', 'POST /api/step_1', 'GET /api/staff/applications');
  const figures: Record<string, string> = {};
  const only = process.env.STEP_ONLY;
  for (const name of names) {
    if (only && !name.includes(only)) continue;
    const step = stepRequest(fixtures, counters, name);
    const run = () =>
      autocannon({
        url: server.baseUrl,
        connections: 10,
        amount: requestsPerStep,
        requests: [step],
      });
    await run(); // warm: JIT, pools and caches, as in the mixed load's steady state
    const before = await cpuOf(server, admin);
    const result = await run();
    await new Promise((settled) => setTimeout(settled, 600)); // the statistics are flushed every 500 ms
    const after = await cpuOf(server, admin);
    const perRequest = (ms: number) => (ms / requestsPerStep).toFixed(2);
    figures[name] =
      `server ${perRequest(after.server - before.server)} ms, database ${perRequest(after.backends - before.backends)} ms, ` +
      `${perRequest(after.transactions - before.transactions)} transactions, ` +
      `${(result.throughput.average / result.requests.average / 1024).toFixed(1)} kB, non-2xx ${result.non2xx}`;
  }
  return figures;
}

const requestsPerStep = Number(process.env.STEP_REQUESTS ?? 1000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  const checkouts: [string, string][] = [['current', THIS_CHECKOUT]];
  if (process.env.MIXED_BASELINE_DIR)
    checkouts.unshift(['baseline', process.env.MIXED_BASELINE_DIR]);
  for (const [label, checkout] of checkouts) {
    const server = await startCheckoutServer(checkout, label, adminUrl);
    try {
      const figures = await measure(server, requestsPerStep, admin);
      for (const [name, line] of Object.entries(figures))
        console.log(`[steps] ${label} ${name}: ${line}`);
    } finally {
      await server.stop();
    }
  }
} finally {
  await admin.end();
}
