// The reports' monthly summary (issue #31): an admin chooses who gets it; the job sends last month's
// figures once a month, whatever the number of processes running it at once. The clock stands at
// 2 March 2026 (India), so the summary is February's; the seeded set is reports.test.ts's.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox, staff } from '../../db/schema';
import { useClockedTestApp } from '../../../test/support/clocked-test-app';
import { seedReportData } from '../../../test/support/report-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { brandSource, createNotifier } from '../notifications';
import { sendMonthlySummary } from './index';

const t = useClockedTestApp();
const PATH = '/api/staff/reports/summary-recipients';

beforeEach(async () => {
  await seedReportData(t.db);
});

async function call(method: 'GET' | 'PUT', email: string, payload?: unknown) {
  const headers = await staffBearer(t.app, t.db, email);
  const response = await t.app.inject({
    method,
    url: PATH,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function idOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return row!.id;
}

function send() {
  return sendMonthlySummary({
    db: t.db,
    now: t.clock.now,
    notifier: createNotifier({
      enqueue: (tx, message) => t.app.outbox.enqueue(tx, message),
      kick() {},
    }),
    brand: brandSource(t.db, t.config.association, t.config.publicUrl),
  });
}

const summaries = () =>
  t.db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.kind, 'report_summary_email')));

describe('who gets the monthly summary', () => {
  it('is chosen by an admin among active staff who may read the reports, and audited', async () => {
    const before = await call('GET', 'admin@example.com');
    expect(before.status).toBe(200);
    const people = before.body.data.staff as { email: string; chosen: boolean }[];
    expect(people.map((p) => p.email)).toContain('gb1@example.com');
    expect(people.map((p) => p.email)).not.toContain('zm.north@example.com');
    expect(people.every((p) => !p.chosen)).toBe(true);

    const chosen = [await idOf('gb1@example.com'), await idOf('accounts@example.com')];
    const saved = await call('PUT', 'admin@example.com', { staff_ids: chosen });
    expect(saved.status).toBe(200);
    const now = (saved.body.data.staff as { id: number; chosen: boolean }[])
      .filter((p) => p.chosen)
      .map((p) => p.id);
    expect(now.sort()).toEqual([...chosen].sort());
    const [audit] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.report_summary'));
    expect((audit?.after as { staff_ids: number[] }).staff_ids.sort()).toEqual([...chosen].sort());

    // A zone manager cannot read the reports, so cannot be chosen; only admins choose.
    const zoneManager = await call('PUT', 'admin@example.com', {
      staff_ids: [await idOf('zm.north@example.com')],
    });
    expect(zoneManager.status).toBe(400);
    expect((await call('PUT', 'office@example.com', { staff_ids: [] })).status).toBe(403);
    expect((await call('GET', 'gb1@example.com')).status).toBe(403);
    expect((await call('PUT', 'admin@example.com', { staff_ids: 'all' })).status).toBe(400);
  });
});

describe('the monthly summary', () => {
  beforeEach(async () => {
    const chosen = [await idOf('gb1@example.com'), await idOf('accounts@example.com')];
    expect((await call('PUT', 'admin@example.com', { staff_ids: chosen })).status).toBe(200);
  });

  it("sends last month's figures to each chosen person, once, however many runs race", async () => {
    const runs = await Promise.all(Array.from({ length: 5 }, () => send()));
    expect(runs.filter((run) => run === 2)).toHaveLength(1);
    expect(runs.filter((run) => run === null)).toHaveLength(4);
    const sent = await summaries();
    expect(sent.map((m) => m.to).sort()).toEqual(['accounts@example.com', 'gb1@example.com']);
    const [first] = sent;
    expect(first!.subject).toMatch(/February 2026 in figures$/);
    // docs/reports.md: 6 members at the end of January and of February, no expiry in February,
    // no invoice, and six applications in review (3, 2, 0 and 1 by stage), P6 waiting longest.
    expect(first!.text).toContain('Members at the end of February 2026: 6 (no change');
    expect(first!.text).toContain('Renewals: no membership ended in February 2026.');
    expect(first!.text).toContain('Income: ₹0.00 after credit notes of ₹0.00.');
    expect(first!.text).toContain(
      'Applications in review: 6; the oldest, RA-P6, has waited 18 days.',
    );
    expect(first!.text).toContain('/staff/reports');
    expect(await send()).toBeNull();
  });

  it('sends the next month once that month has come, and nothing when no one is chosen', async () => {
    expect(await send()).toBe(2);
    t.clock.advance(31 * 24 * 3600);
    expect((await call('PUT', 'admin@example.com', { staff_ids: [] })).status).toBe(200);
    expect(await send()).toBeNull();
    expect((await summaries()).length).toBe(2);
    const gb1 = await idOf('gb1@example.com');
    expect((await call('PUT', 'admin@example.com', { staff_ids: [gb1] })).status).toBe(200);
    expect(await send()).toBe(1);
    const march = (await summaries()).find((m) => m.subject?.includes('March 2026'));
    // March: the credit note of ₹2,360.00 and no invoice.
    expect(march?.text).toContain(
      'Income: −₹2,360.00 after credit notes of ₹2,360.00 (refunds −₹2,360.00).',
    );
    // E's membership ended on 20 March, and it may still renew.
    expect(march?.text).toContain(
      'Renewals: 0 of the 1 membership that ended in March 2026 were renewed (0%); 0 lapsed and 1 can still renew.',
    );
  });
});
