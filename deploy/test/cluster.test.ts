// Two production processes on one PostgreSQL behind Debian's nginx, uploads in an S3-compatible store
// (issue 12): what an operator following docs/deploy.md gets, checked over HTTP.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from './support/postgres';
import { request, type Answer, type RequestOptions } from './support/http';
import { clusterUnavailable, startCluster, type Cluster } from './support/cluster';
import { waitFor } from './support/ports';
import { PRODUCTION_NODE } from './support/systemd-unit';

function nodeVersion(node: string): string {
  return `Node.js ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()} (${node})`;
}

const unavailable = await clusterUnavailable();
if (unavailable) console.warn(`cluster test skipped: ${unavailable}`);
else console.info(`cluster test: the processes run ${nodeVersion(PRODUCTION_NODE)}`);

let cluster: Cluster;

beforeAll(async () => {
  if (!unavailable) cluster = await startCluster();
});

afterAll(async () => {
  await cluster?.stop();
});

/** Through nginx, over HTTPS, as a member of the public would call. */
function viaNginx(path: string, options: RequestOptions = {}): Promise<Answer> {
  return request(`${cluster.nginx.httpsUrl}${path}`, { ...options, ca: cluster.nginx.ca });
}

/** Straight to one process, as nginx would send it there. */
function viaApp(index: 0 | 1, path: string, options: RequestOptions = {}): Promise<Answer> {
  return request(`${cluster.apps[index].baseUrl}${path}`, options);
}

/** The code in the newest mail to `to`. */
async function codeMailedTo(to: string): Promise<string> {
  let code: string | undefined;
  await waitFor(`a code mailed to ${to}`, async () => {
    const mail = cluster.mails.filter((one) => one.to === to).at(-1);
    code = /code is (\d+)\./.exec(mail?.text ?? '')?.[1];
    return code !== undefined;
  });
  return code ?? '';
}

/** An admin of their own (a code goes to one address at most every 30 s), signed in on one process. */
async function signInAdmin(email: string, via: 0 | 1): Promise<string> {
  const made = cluster.portico('create-admin', '--email', email, '--name', 'Office Admin');
  expect(made.status, made.stderr).toBe(0);
  const before = cluster.mails.length;
  const sent = await viaApp(via, '/api/staff/login_otp', { json: { email } });
  expect(sent.status).toBe(200);
  await waitFor('the sign-in mail', async () => cluster.mails.length > before);
  const login = await viaApp(via, '/api/staff/login', {
    json: { email, otp: await codeMailedTo(email) },
  });
  expect(login.status).toBe(200);
  return login.json<{ token: string }>().token;
}

const ADMIN = 'secretary@trade-association.in';

describe.skipIf(unavailable)('a new deployment', () => {
  it('started both processes together on the empty database, migrated once, with no demo data', async () => {
    for (const index of [0, 1] as const) {
      expect((await viaApp(index, '/api/health/ready')).status).toBe(200);
    }
    const journalEntries = (
      await import('../../apps/server/drizzle/meta/_journal.json', { with: { type: 'json' } })
    ).default.entries.length;
    const [migrations] = await query<{ n: number }>(
      cluster.databaseUrl,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations?.n).toBe(journalEntries);
    const [counts] = await query<{
      staff: number;
      members: number;
      coupons: number;
      zones: number;
    }>(
      cluster.databaseUrl,
      `select (select count(*)::int from staff) as staff, (select count(*)::int from members) as members,
        (select count(*)::int from coupons) as coupons, (select count(*)::int from zones) as zones`,
    );
    expect(counts).toEqual({ staff: 0, members: 0, coupons: 0, zones: 4 });
  });

  it("warns at start when PostgreSQL's autovacuum is off, and only then", async () => {
    const [server] = await query<{ autovacuum: string }>(cluster.databaseUrl, 'show autovacuum');
    for (const app of cluster.apps) {
      const warned = app.logs.some((line) => /autovacuum is off/.test(String(line.msg)));
      expect(warned, app.name).toBe(server?.autovacuum === 'off');
    }
  });

  it('makes the first admin by command, who signs in by an emailed code through nginx', async () => {
    const made = cluster.portico(
      'create-admin',
      '--email',
      ADMIN,
      '--name',
      'Association Secretary',
    );
    expect(made.status, made.stderr).toBe(0);
    const sent = await viaNginx('/api/staff/login_otp', { json: { email: ADMIN } });
    expect(sent.status).toBe(200);
    const login = await viaNginx('/api/staff/login', {
      json: { email: ADMIN, otp: await codeMailedTo(ADMIN) },
    });
    expect(login.status, login.text()).toBe(200);
    expect(login.json()).toMatchObject({ data: { email: ADMIN, roles: ['admin'] } });
  });
});

type Category = { id: number; name: string; joining_fee: number; annual_fee: number };

async function categories(index: 0 | 1): Promise<Category[]> {
  const answer = await viaApp(index, '/api/membership');
  expect(answer.status).toBe(200);
  return answer.json<{ data: Category[] }>().data;
}

/** `portico_job_runs_total` of each job, summed over both processes' /metrics. */
async function jobRuns(): Promise<Map<string, number>> {
  const runs = new Map<string, number>();
  for (const index of [0, 1] as const) {
    const answer = await viaApp(index, '/metrics', {
      headers: { authorization: `Bearer ${cluster.metricsToken}` },
    });
    expect(answer.status).toBe(200);
    for (const match of answer.text().matchAll(/^portico_job_runs_total\{([^}]*)\} (\d+)/gm)) {
      const job = /job="([^"]+)"/.exec(match[1] ?? '')?.[1] ?? '';
      runs.set(job, (runs.get(job) ?? 0) + Number(match[2]));
    }
  }
  return runs;
}

describe.skipIf(unavailable)('two processes, one truth', () => {
  it('lists the categories an operator seeds by command on both processes at once', async () => {
    expect(await categories(0)).toEqual([]);
    expect(await categories(1)).toEqual([]);
    const seeded = cluster.portico('seed-categories');
    expect(seeded.status, seeded.stderr).toBe(0);
    await waitFor('both processes to list the seeded categories', async () => {
      const [first, second] = [await categories(0), await categories(1)];
      return first.length === 4 && second.length === 4;
    });
  });

  it('charges on one process, at once, a fee changed through the other', async () => {
    const token = await signInAdmin('fees@trade-association.in', 0);
    const [gold] = (await categories(1)).filter((category) => category.name === 'Gold');
    expect(gold).toBeDefined();
    const changed = await viaApp(0, `/api/staff/categories/${gold?.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}` },
      json: { joining_fee: 17_000 },
    });
    expect(changed.status, changed.text()).toBe(200);
    // The other process's list is told by a notice, which arrives after the commit (its checkout
    // reads the committed row): within moments, not necessarily by the very next request. The wait is
    // the usual cap: a cached list never expires, so without the notice it would never show.
    await waitFor(
      "the other process's list to show the new fee",
      async () =>
        (await categories(1)).find((category) => category.id === gold?.id)?.joining_fee === 17_000,
    );
  });

  it('counts the public membership check of one client on both processes against one limit', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    // 20 look-ups an hour per client, counted from the first (decision 054).
    for (let i = 0; i < 21; i += 1) {
      const answer = await viaApp((i % 2) as 0 | 1, '/api/validate_membership?number=PM-9999', {
        headers: client,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client is not affected.
    const other = await viaApp(0, '/api/validate_membership?number=PM-9999', {
      headers: { 'x-forwarded-for': '203.0.113.78' },
    });
    expect(other.status).not.toBe(429);
  });

  it('runs each scheduled job once per interval across both processes', async () => {
    const intervalMs = Number(cluster.env.JOB_INTERVAL_SECONDS) * 1000;
    // Both processes tick once an interval: each job would run twice an interval without the claim.
    const before = await jobRuns();
    await new Promise((wait) => setTimeout(wait, 3 * intervalMs));
    const after = await jobRuns();
    const everyInterval = ['payments.reconcile', 'receipts.email', 'members.reminders'];
    for (const job of everyInterval) {
      const runs = (after.get(job) ?? 0) - (before.get(job) ?? 0);
      console.info(`${job}: ${runs} runs across both processes in 3 intervals`);
      expect(runs, job).toBeGreaterThanOrEqual(2);
      expect(runs, job).toBeLessThanOrEqual(4);
    }
  }, 60_000);

  it('ends on one process a session logged out on the other', async () => {
    const token = await signInAdmin('treasurer@trade-association.in', 0);
    const headers = { authorization: `Bearer ${token}` };
    expect((await viaApp(0, '/api/staff/me', { headers })).status).toBe(200);
    expect((await viaApp(1, '/api/logout', { method: 'POST', headers })).status).toBe(200);
    expect((await viaApp(0, '/api/staff/me', { headers })).status).toBe(401);
  });

  it('reads back through one process a file uploaded through the other (S3)', async () => {
    const token = await signInAdmin('office@trade-association.in', 0);
    const headers = { authorization: `Bearer ${token}` };
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
      Buffer.alloc(2048, 32),
    ]);
    const uploaded = await viaApp(0, '/api/upload', {
      headers,
      form: {
        field: 'address_proof',
        file: { filename: 'proof.pdf', contentType: 'application/pdf', content: pdf },
      },
    });
    expect(uploaded.status, uploaded.text()).toBe(200);
    const { url } = uploaded.json<{ url: string }>();
    const read = await viaApp(1, url, { headers });
    expect(read.status).toBe(200);
    expect(read.body.equals(pdf)).toBe(true);
  });

  it("returns nginx's request id, which the app's log lines carry", async () => {
    const answer = await viaNginx('/api/membership');
    expect(answer.status).toBe(200);
    const id = String(answer.headers['x-request-id'] ?? '');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await waitFor('the log line of that request', async () =>
      cluster.apps.some((app) => app.logs.some((line) => line.reqId === id)),
    );
    await waitFor("nginx's log line of that request", async () =>
      cluster.nginx.accessLog().includes(`"GET /api/membership" 200`),
    );
    expect(cluster.nginx.accessLog()).toContain(id);
  });

  it("writes no emailed link's token to nginx's log or the app's", async () => {
    const links = [
      '/application/12/MTI=/approve?t=SECRET-PROPOSER-1',
      '/api/payment/7/renew/SECRET-PAYMENT-2',
      '/api/reminders/unsubscribe?m=3&t=SECRET-UNSUBSCRIBE-3',
    ];
    const ids: string[] = [];
    for (const link of links) {
      ids.push(String((await viaNginx(link)).headers['x-request-id'] ?? ''));
    }
    await waitFor("nginx's log lines of those requests", async () =>
      ids.every((id) => cluster.nginx.accessLog().includes(id)),
    );
    expect(cluster.nginx.accessLog()).not.toContain('SECRET');
    expect(cluster.apps.flatMap((app) => app.output).join('\n')).not.toContain('SECRET');
  });

  it('keeps /metrics off the public address', async () => {
    const answer = await viaNginx('/metrics', {
      headers: { authorization: `Bearer ${cluster.metricsToken}` },
    });
    expect(answer.status).toBe(404);
  });
});
