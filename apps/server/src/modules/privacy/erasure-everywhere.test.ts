// An erased person is nowhere (issue #25, decisions 045, 048, 053): after a member who had every
// kind of message (sign-in codes by email and SMS, a verification code, application emails tagged
// and untagged, WhatsApp and SMS news, the request-done email) is erased, no text or JSON column of
// any table holds their email, mobile or name, but the tax invoice's billed name the law keeps.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { insertInvoice } from '../../../test/support/invoice-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import type { Database } from '../../db/client';

const t = useTestApp();

type Found = { table: string; column: string; needle: string };

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows ?? result;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** Every text, varchar and JSON column of every table of ours that holds one of the needles. */
async function findEverywhere(db: Database, needles: string[]): Promise<Found[]> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      order by c.table_name, c.column_name`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: Found[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [hit] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
        ),
      );
      if ((hit?.n ?? 0) > 0) found.push({ table, column, needle });
    }
  }
  return found;
}

const post = async (url: string, payload: Record<string, unknown>, headers = {}) => {
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json<{ data: { id: number } }>() };
};

describe('an erasure', () => {
  it('leaves the person’s email, mobile and name in no table but the tax invoice’s billed name', async () => {
    const { auth, member, userId } = await seededMember(t.app, t.db, 'active@example.com');
    const { email, mobileNumber: mobile, name } = member;
    await insertInvoice(t.db, {
      memberEmail: email,
      invoiceNumber: 'PT/2025-26/000903',
      paidAt: new Date('2025-06-01T10:00:00Z'),
      taxablePaise: 1_000_000,
    });
    // Sign-in codes by email and by SMS, and a verification code to their email.
    expect((await post('/api/login_otp', { email_phone: email })).status).toBe(200);
    expect((await post('/api/login_otp', { email_phone: mobile })).status).toBe(200);
    expect((await post('/api/send_mobile_otp', { mobile_number: mobile })).status).toBeLessThan(
      500,
    );
    await t.app.background.settled();
    // A sign-in by the emailed code: the device is remembered for their address (decision 071).
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
    const code = /code is (\d+)\./.exec(outbox.json<{ text: string }[]>()[0]?.text ?? '')?.[1];
    expect((await post('/api/login', { email_phone: email, otp: code })).status).toBe(200);
    expect(await findEverywhere(t.db, [email])).toContainEqual({
      table: 'sign_in_devices',
      column: 'address',
      needle: email,
    });
    // Application emails (tagged, and one as an applicant before the record), WhatsApp and SMS news.
    const write = (message: Parameters<typeof t.app.outbox.enqueue>[1]) =>
      t.app.outbox.enqueue(t.db, message);
    await write({
      channel: 'email',
      to: email,
      subject: `Welcome, ${name}`,
      text: `Dear ${name}, your application is approved.`,
      kind: 'approved_email',
      applicationId: userId,
    });
    await write({
      channel: 'email',
      to: email.toUpperCase(),
      subject: 'Your application',
      text: `Dear ${name}, we received your application. Call us on ${mobile}.`,
      kind: 'submitted_email',
    });
    await write({
      channel: 'whatsapp',
      to: `91${mobile}`,
      text: `Dear ${name}, renew soon.`,
      kind: 'renewal_reminder_whatsapp',
      payload: { name, expires_on: '31 March 2027', link: 'https://portal.example/login' },
    });
    await write({
      channel: 'sms',
      to: mobile,
      text: `Dear ${name}, your application was sent back.`,
      kind: 'changes_requested_sms',
    });

    const filed = await post('/api/my_data_requests', { kind: 'erasure', confirm: true }, auth);
    expect(filed.status).toBe(200);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const done = await post(`/api/staff/data-requests/${filed.body.data.id}/complete`, {}, admin);
    expect(done.status).toBe(200);

    const found = await findEverywhere(t.db, [email, mobile, name]);
    // Kept by law (decision 045): the issued tax invoice's particulars, billed name included.
    expect(found).toEqual([{ table: 'orders', column: 'billed_name', needle: name }]);
  });
});
