// Auto-renewal under races (decision 099): concurrent cycle runs at the debit's moment ask the
// provider for one debit only; the debit's webhook replayed concurrently, racing the reconciliation
// jobs and the cycle, extends the membership once, with one payment and one invoice. The figures
// are logged for the record (they count on PostgreSQL; PGlite serialises everything).
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
import { mandateDebits, membershipPeriods, orders, paymentEvents, payments } from '../../db/schema';

const t = useTestApp();
const RACERS = 20;

async function periodsOf(memberId: number) {
  return t.db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(desc(membershipPeriods.endsAt));
}

describe('auto-renewal races', () => {
  it(`${RACERS} concurrent cycle runs and ${RACERS} replays of the debit webhook change things once`, async () => {
    await offerAutoRenewal(t.app, t.db);
    const held = holdWebhooks(t.app);
    const { member, checkout } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    const before = await periodsOf(member.id);
    const expiry = before[0]!.endsAt;
    await runCycle(t.app);
    await post(t.app, '/api/dev/auto_renewal/run', { age_hours: 25 });
    // The debit is asked; its outcome not heard yet, runs racing now ask for nothing more.
    const started = performance.now();
    const runs = await Promise.all(
      Array.from({ length: RACERS }, () => t.app.autoRenewal.runCycle()),
    );
    const cycleMs = performance.now() - started;
    const requested = runs.reduce((sum, run) => sum + run.debitsRequested, 0);
    // The debit's payment (not the mandate's authentication, on its own order).
    const captured = held.filter(
      (w) =>
        w.rawBody.toString().includes('"payment.captured"') &&
        !w.rawBody.toString().includes(checkout.order_id),
    );
    expect(captured).toHaveLength(1);
    expect(requested).toBe(0);

    const webhook = captured[0]!;
    const replayStarted = performance.now();
    const answers = await Promise.all([
      ...Array.from({ length: RACERS }, () => deliver(t.app, webhook)),
      t.app.payments.orders.reconcile({ minAgeMinutes: 0 }),
      t.app.autoRenewal.runCycle(),
      t.app.autoRenewal.runCycle(),
    ]);
    const replayMs = performance.now() - replayStarted;
    const statuses = answers
      .slice(0, RACERS)
      .map((answer) => (answer as { statusCode: number }).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    await t.app.autoRenewal.runCycle();

    const after = await periodsOf(member.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.endsAt).toEqual(addYears(expiry, 1));
    const paid = await t.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.memberId, member.id), eq(orders.purpose, 'renew'), eq(orders.status, 'paid')),
      );
    expect(paid).toHaveLength(1);
    const taken = await t.db.select().from(payments).where(eq(payments.orderId, paid[0]!.id));
    expect(taken).toHaveLength(1);
    const [debit] = await t.db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.memberId, member.id));
    expect(debit).toMatchObject({ status: 'paid', attempts: 1 });
    const events = await t.db.select().from(paymentEvents);
    console.info(
      `[auto-renewal races] ${RACERS} concurrent cycle runs after the debit: ${requested} more debits asked (${cycleMs.toFixed(0)} ms); ` +
        `${RACERS} replays + reconcile + 2 cycle runs: ${after.length - before.length} extension, ${paid.length} paid order, ${taken.length} payment, ` +
        `invoice ${paid[0]!.invoiceNumber} (${replayMs.toFixed(0)} ms); ${events.length} provider events recorded`,
    );
  });

  it(`${RACERS} cycle runs racing at the debit's moment ask the provider once`, async () => {
    await offerAutoRenewal(t.app, t.db);
    const held = holdWebhooks(t.app);
    const { member, checkout } = await memberWithMandate(t.app, t.db, 'renew@example.com');
    await runCycle(t.app);
    // The notice is 25 hours old: the debit is due, and every run below sees it so.
    await t.db.update(mandateDebits).set({
      noticeSentAt: new Date(Date.now() - 25 * 3600_000),
      debitAt: new Date(Date.now() - 3600_000),
    });
    const started = performance.now();
    const runs = await Promise.all(
      Array.from({ length: RACERS }, () => t.app.autoRenewal.runCycle()),
    );
    const ms = performance.now() - started;
    const requested = runs.reduce((sum, run) => sum + run.debitsRequested, 0);
    const charges = held.filter(
      (w) =>
        /"payment\.(captured|failed)"/.test(w.rawBody.toString()) &&
        !w.rawBody.toString().includes(checkout.order_id),
    );
    expect(requested).toBe(1);
    expect(charges).toHaveLength(1);
    await Promise.all(charges.map((w) => deliver(t.app, w)));
    await t.app.autoRenewal.runCycle();
    const [debit] = await t.db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.memberId, member.id));
    expect(debit).toMatchObject({ status: 'paid', attempts: 1 });
    console.info(
      `[auto-renewal races] ${RACERS} cycle runs at the debit's moment: ${requested} debit asked of the provider (${ms.toFixed(0)} ms)`,
    );
  });
});
