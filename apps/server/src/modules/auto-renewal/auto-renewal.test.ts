// Auto-renewal end to end through the API and the sandbox's recurring payments (decision 099): a
// member turns it on, gets the notice at least 24 hours ahead, is debited once and renewed with a tax
// invoice; cancels and is not charged; a failed debit is retried and then falls back to a pay link; a
// member whose documents await confirmation is asked first; staff see and cancel (audited).
import { addYears } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import {
  deliver,
  holdWebhooks,
  memberWithMandate,
  offerAutoRenewal,
  post,
  runCycle,
} from '../../../test/support/auto-renewal-fixtures';
import { seededMember } from '../../../test/support/payment-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { signCancelToken } from './cancel-token';
import {
  auditLog,
  mandateDebits,
  mandates,
  members,
  membershipPeriods,
  orders,
  outbox,
} from '../../db/schema';

const t = useTestApp();

async function latestPeriod(memberId: number) {
  const [row] = await t.db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt))
    .limit(1);
  return row!;
}

async function emailsTo(address: string, kind: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, address), eq(outbox.kind, kind)));
}

describe('auto-renewal', () => {
  it('is not offered until the association turns it on', async () => {
    const seeded = await seededMember(t.app, t.db, 'renew@example.com');
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/auto_renewal',
      headers: seeded.auth,
    });
    expect(view.json()).toMatchObject({ data: { offered: false, methods: [] } });
    const refused = await post(t.app, '/api/auto_renewal', { method: 'emandate' }, seeded.auth);
    expect(refused.statusCode).toBe(409);
  });

  it('notices 24 hours ahead, debits once, renews with an invoice and alerts after', async () => {
    await offerAutoRenewal(t.app, t.db);
    const held = holdWebhooks(t.app);
    const { member, checkout } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    const [mandate] = await t.db.select().from(mandates).where(eq(mandates.memberId, member.id));
    // A Silver renewal (₹17,700) is above the ₹15,000 no-authentication limit: an e-mandate,
    // authenticated with no money taken.
    expect(mandate).toMatchObject({ status: 'active', method: 'emandate' });
    expect(checkout.amount).toBe(0);
    const expiry = (await latestPeriod(member.id)).endsAt;

    expect(await runCycle(t.app)).toMatchObject({ noticesSent: 1, debitsRequested: 0 });
    const [notice] = await emailsTo('renew@example.com', 'auto_renewal_notice');
    expect(notice?.subject).toMatch(/₹[\d,.]+ will be taken on \d\d-\d\d-\d{4}/);
    expect(notice?.text).toContain(`AR-${String(mandate!.id).padStart(6, '0')}`);
    // The one-tap cancel link is kept without its token: staff reading Messages cannot use it.
    expect(notice?.text).toMatch(/auto-renewal\/cancel\?m=\d+&t=…/);
    // Less than 24 hours after the notice nothing is taken, however often the job runs.
    expect(await runCycle(t.app, 23)).toMatchObject({ debitsRequested: 0 });
    expect(await runCycle(t.app, 2)).toMatchObject({ debitsRequested: 1 });

    const captured = held
      .filter((w) => w.rawBody.toString().includes('"payment.captured"'))
      .at(-1)!;
    expect((await deliver(t.app, captured)).statusCode).toBe(200);
    const renewed = await latestPeriod(member.id);
    expect(renewed.endsAt).toEqual(addYears(expiry, 1));
    const paid = await t.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.memberId, member.id), eq(orders.purpose, 'renew'), eq(orders.status, 'paid')),
      );
    expect(paid).toHaveLength(1);
    expect(paid[0]!.invoiceNumber).not.toBeNull();
    expect(paid[0]!.totalPaise).toBe(
      paid[0]!.taxablePaise + paid[0]!.gstPaise + paid[0]!.roundOffPaise,
    );

    expect(await runCycle(t.app)).toMatchObject({ debitsPaid: 1, debitsRequested: 0 });
    expect(await emailsTo('renew@example.com', 'auto_renewal_paid')).toHaveLength(1);
    // The next cycle is a year away: nothing more is noticed or taken.
    expect(await runCycle(t.app, 48)).toMatchObject({ noticesSent: 0, debitsRequested: 0 });
  });

  it('a missed webhook is reconciled by the job', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    const expiry = (await latestPeriod(member.id)).endsAt;
    await runCycle(t.app);
    expect(await runCycle(t.app, 25)).toMatchObject({ debitsRequested: 1 });
    // No webhook delivered: the next run asks the provider.
    expect(await runCycle(t.app)).toMatchObject({ debitsPaid: 1 });
    expect((await latestPeriod(member.id)).endsAt).toEqual(addYears(expiry, 1));
  });

  it('a cancelled mandate ends at the provider and is never charged', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member, auth } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await runCycle(t.app);
    const cancelled = await post(t.app, '/api/auto_renewal/action', { action: 'cancel' }, auth);
    expect(cancelled.statusCode).toBe(200);
    const [mandate] = await t.db.select().from(mandates).where(eq(mandates.memberId, member.id));
    expect(mandate).toMatchObject({ status: 'cancelled', endedBy: 'member' });
    expect(await runCycle(t.app, 48)).toMatchObject({ debitsRequested: 0 });
    const [debit] = await t.db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.mandateId, mandate!.id));
    expect(debit?.status).toBe('cancelled');
    expect(await emailsTo('renew@example.com', 'auto_renewal_cancelled')).toHaveLength(1);
  });

  it('the notice link cancels in one tap; a forged or other mandate link does not', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    const [mandate] = await t.db.select().from(mandates).where(eq(mandates.memberId, member.id));
    const forged = await post(t.app, '/api/auto_renewal/cancel_link', {
      m: mandate!.id,
      t: 'abc.def.ghi',
    });
    expect(forged.statusCode).toBe(400);
    const token = await signCancelToken(
      t.config.appSecret,
      mandate!.id,
      new Date(),
      addYears(new Date(), 1),
    );
    const other = await post(t.app, '/api/auto_renewal/cancel_link', {
      m: mandate!.id + 1,
      t: token,
    });
    expect(other.statusCode).toBe(400);
    const ok = await post(t.app, '/api/auto_renewal/cancel_link', { m: mandate!.id, t: token });
    expect(ok.statusCode).toBe(200);
    const [after] = await t.db.select().from(mandates).where(eq(mandates.id, mandate!.id));
    expect(after?.status).toBe('cancelled');
  });

  it('a failed debit is retried after a fresh notice, then falls back to a pay link', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com', {
      charges: 'failed',
    });
    await runCycle(t.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await runCycle(t.app, 25)).toMatchObject({ debitsRequested: 1 });
      await runCycle(t.app);
    }
    const [debit] = await t.db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.memberId, member.id));
    expect(debit).toMatchObject({ status: 'lapsed', attempts: 3 });
    expect(await emailsTo('renew@example.com', 'auto_renewal_failed')).toHaveLength(2);
    const [lapsed] = await emailsTo('renew@example.com', 'auto_renewal_lapsed');
    expect(lapsed?.text).toMatch(/renew-checkout-revive\/\S+\?h=\d+&t=…/);
    expect(await runCycle(t.app, 48)).toMatchObject({ debitsRequested: 0 });
  });

  it('a member whose documents await confirmation is asked first and not debited', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await t.db.update(members).set({ manual: 1 }).where(eq(members.id, member.id));
    await runCycle(t.app);
    expect(await runCycle(t.app, 48)).toMatchObject({ debitsRequested: 0 });
    const [debit] = await t.db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.memberId, member.id));
    expect(debit?.status).toBe('held_documents');
    expect(await emailsTo('renew@example.com', 'auto_renewal_held')).toHaveLength(1);
    // Answered: noticed now, debited 24 hours on at the earliest.
    await t.db.update(members).set({ manual: 0 }).where(eq(members.id, member.id));
    expect(await runCycle(t.app)).toMatchObject({ noticesSent: 1, debitsRequested: 0 });
    expect(await runCycle(t.app, 25)).toMatchObject({ debitsRequested: 1 });
  });

  it('a fee above the mandate maximum asks the member to authorise again', async () => {
    await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await t.db
      .update(mandates)
      .set({ maxAmountPaise: 100 })
      .where(eq(mandates.memberId, member.id));
    await runCycle(t.app);
    expect(await runCycle(t.app, 48)).toMatchObject({ debitsRequested: 0 });
    const [debit] = await t.db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.memberId, member.id));
    expect(debit?.status).toBe('held_reauthorise');
  });

  it('offers UPI AutoPay and cards only within ₹15,000; a Gold renewal takes an e-mandate', async () => {
    await offerAutoRenewal(t.app, t.db);
    const seeded = await seededMember(t.app, t.db, 'active@example.com');
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/auto_renewal',
      headers: seeded.auth,
    });
    const data = view.json<{ data: { renewal_amount: number; methods: { method: string }[] } }>()
      .data;
    expect(data.renewal_amount).toBeGreaterThan(1_500_000);
    expect(data.methods.map((m) => m.method)).toEqual(['emandate']);
    const refused = await post(t.app, '/api/auto_renewal', { method: 'upi' }, seeded.auth);
    expect(refused.statusCode).toBe(400);
  });

  it('staff see the mandate and its history, and cancel it at the member’s request (audited)', async () => {
    const admin = await offerAutoRenewal(t.app, t.db);
    holdWebhooks(t.app);
    const { member } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await runCycle(t.app);
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/staff/auto_renewal/debits?view=upcoming',
      headers: admin,
    });
    expect(upcoming.json()).toMatchObject({ data: [{ member_id: member.id, status: 'noticed' }] });
    const office = await staffBearer(t.app, t.db, 'office@example.com');
    const cancel = await post(
      t.app,
      `/api/staff/members/${member.id}/auto_renewal/cancel`,
      { reason: 'Asked by phone on 29 November' },
      office,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ data: { mandate: { status: 'cancelled' } } });
    const kinds = cancel
      .json<{ data: { events: { kind: string }[] } }>()
      .data.events.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['registered', 'provider_confirmed', 'notice_sent', 'cancelled']),
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auto_renewal.cancel'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actor).toMatch(/^staff:/);
    // A member's token cannot reach the staff routes, nor another member's mandate.
    const seeded = await seededMember(t.app, t.db, 'renew@example.com');
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/staff/members/${member.id}/auto_renewal`,
      headers: seeded.auth,
    });
    expect(denied.statusCode).toBe(403);
  });
});
