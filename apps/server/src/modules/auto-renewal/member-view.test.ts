// The next debit the member's home shows (GET /api/auto_renewal): the period it renews, and none
// where the cycle would not take it, so the home never tells a member a payment is coming that will
// not be taken (issue #30: the renew banner says auto-renewal will pay only when it will).
import { addHours, subDays } from 'date-fns';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MemberAutoRenewal } from '@portico/domain/contracts/auto-renewal.contract';
import { useTestApp } from '../../../test/support/app';
import {
  holdWebhooks,
  memberWithMandate,
  offerAutoRenewal,
  post,
  runCycle,
} from '../../../test/support/auto-renewal-fixtures';
import { mandates, members, membershipPeriods } from '../../db/schema';

const t = useTestApp();

async function viewOf(auth: Record<string, string>): Promise<MemberAutoRenewal> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auto_renewal', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MemberAutoRenewal }>().data;
}

async function expiryOf(memberId: number): Promise<Date> {
  const [row] = await t.db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt))
    .limit(1);
  return row!.endsAt;
}

describe('the next debit on the member’s home', () => {
  it('names the period it renews, the configured day before expiry and today’s fee', async () => {
    await offerAutoRenewal(t.app, t.db, 7);
    holdWebhooks(t.app);
    const { member, auth } = await memberWithMandate(t.app, t.db, 'renew@example.com', {
      days: 30,
    });
    const expiry = await expiryOf(member.id);
    const view = await viewOf(auth);
    expect(view.mandate?.next_debit).toEqual({
      date: subDays(expiry, 7).toISOString(),
      amount: view.renewal_amount,
      period_ends_at: expiry.toISOString(),
    });
  });

  it('is dated a day after a notice sent now when the mandate came too late for the usual day', async () => {
    await offerAutoRenewal(t.app, t.db, 7);
    holdWebhooks(t.app);
    const { auth } = await memberWithMandate(t.app, t.db, 'renew@example.com', { days: 3 });
    const before = addHours(new Date(), 24);
    const next = (await viewOf(auth)).mandate?.next_debit;
    expect(next).not.toBeNull();
    expect(new Date(next!.date).getTime()).toBeGreaterThanOrEqual(before.getTime() - 60_000);
  });

  it('is the retry while a failed debit is tried again, and none once the attempts are spent', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member, auth } = await memberWithMandate(t.app, t.db, 'renew@example.com', {
      charges: 'failed',
    });
    const expiry = await expiryOf(member.id);
    await runCycle(t.app);
    await runCycle(t.app, 25);
    await runCycle(t.app);
    const retrying = await viewOf(auth);
    expect(retrying.debits[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(retrying.mandate?.next_debit).toEqual({
      date: retrying.debits[0]!.debit_at,
      amount: retrying.debits[0]!.amount,
      period_ends_at: expiry.toISOString(),
    });
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await runCycle(t.app, 25);
      await runCycle(t.app);
    }
    const lapsed = await viewOf(auth);
    expect(lapsed.debits[0]).toMatchObject({ status: 'lapsed', attempts: 3 });
    expect(lapsed.mandate?.next_debit).toBeNull();
  });

  it('is none while documents await confirmation, before and after the cycle holds it', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member, auth } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await t.db.update(members).set({ manual: 1 }).where(eq(members.id, member.id));
    expect((await viewOf(auth)).mandate?.next_debit).toBeNull();
    await runCycle(t.app);
    const held = await viewOf(auth);
    expect(held.debits[0]?.status).toBe('held_documents');
    expect(held.mandate?.next_debit).toBeNull();
  });

  it('is none when the fee is above the mandate’s maximum', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member, auth } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await t.db
      .update(mandates)
      .set({ maxAmountPaise: 100 })
      .where(eq(mandates.memberId, member.id));
    expect((await viewOf(auth)).mandate?.next_debit).toBeNull();
  });

  it('is none once paused', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { auth } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    expect((await viewOf(auth)).mandate?.next_debit).not.toBeNull();
    const paused = await post(t.app, '/api/auto_renewal/action', { action: 'pause' }, auth);
    expect(paused.statusCode).toBe(200);
    const view = await viewOf(auth);
    expect(view.mandate?.status).toBe('paused');
    expect(view.mandate?.next_debit).toBeNull();
  });
});
