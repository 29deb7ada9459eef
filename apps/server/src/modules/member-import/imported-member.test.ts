// An imported member is like any other: they sign in by code at once, see an active plan with their
// number, have no invoices, and renew within their window.
import { addYears } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProviderSuccess } from '@portico/domain/checkout';
import type { LoginUser, PlanStatus } from '@portico/domain/member';
import { useTestApp } from '../../../test/support/app';
import {
  multipartBody,
  registerCsv,
  registerRow,
} from '../../../test/support/member-import-fixtures';
import { paymentApi } from '../../../test/support/payment-fixtures';
import { outbox } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { members, membershipPeriods } from '../../db/schema';
import { endOfIndiaDay } from './plan-import';

const t = useTestApp();

async function importCsv(rows: ReturnType<typeof registerRow>[]) {
  const { payload, headers } = multipartBody(
    { name: 'register.csv', content: registerCsv(rows) },
    { dryRun: 'false' },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/members/import',
    payload,
    headers: { ...headers, ...(await staffBearer(t.app, t.db, 'admin@example.com')) },
  });
  expect(response.statusCode).toBe(200);
}

describe('an imported member', () => {
  it('an imported member signs in by code at once and sees an active plan, and renews in its window', async () => {
    // Expiring in 30 days: inside the renewal window (60 days before expiry).
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await importCsv([registerRow(7, { startsOn: '2025-01-01', expiresOn: expiry })]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/login_otp',
      payload: { email_phone: 'imported7@example.org' },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.background.settled();
    const mail = (await outbox(t.app, 'imported7@example.org')).find((m) =>
      m.text.includes('login code'),
    );
    const otp = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email_phone: 'imported7@example.org', otp },
    });
    expect(login.statusCode).toBe(200);
    const { token, data: user } = login.json<{ token: string; data: LoginUser }>();
    const headers = { authorization: `Bearer ${token}` };
    const plan = await t.app.inject({ method: 'GET', url: `/api/plan_status/${user.id}`, headers });
    expect(plan.json<{ data: PlanStatus }>().data).toMatchObject({
      Plan_Name: 'Silver',
      Plan: 'active',
      Unique_id: 'PM-1007',
      Plan_Expiry: `${expiry}-23-59-59`,
      renew: true,
      revive: false,
    });
    const invoices = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${user.id}`,
      headers,
    });
    expect(invoices.json<{ data: unknown[] }>().data).toEqual([]);

    // Renewing: the year after the imported expiry, paid like any member's renewal.
    const api = paymentApi(t.app);
    const placed = await api.createOrder(headers, { user_id: user.id, type: 'renew' });
    expect(placed.body.data).toMatchObject({ description: 'Renew Fee', history_type: 'renew' });
    const widget = (await api.pay(placed.body.data.order_id)).body as ProviderSuccess;
    const confirmed = await api.paymentSuccess({
      ...widget,
      history_id: placed.body.data.history_id,
      history_type: placed.body.data.history_type,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [member] = await t.db.select().from(members).where(eq(members.memberNumber, 'PM-1007'));
    const [renewed] = await t.db
      .select()
      .from(membershipPeriods)
      .where(eq(membershipPeriods.memberId, member!.id))
      .orderBy(desc(membershipPeriods.endsAt));
    expect(renewed?.endsAt).toEqual(addYears(endOfIndiaDay(expiry), 1));
  });
});
