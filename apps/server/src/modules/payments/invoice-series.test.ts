// Tax invoice numbers run in one gapless series per financial year (April–March, India time), kept in
// the database: payments late on 31 March and just after midnight on 1 April (IST) fall in two series,
// and the new year's starts again at 000001.
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetails, PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { invoiceSeries } from '../../db/schema';
import { CLOCK_START, useClockedTestApp } from '../../../test/support/clocked-test-app';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

const t = useClockedTestApp();

/** Moves the test clock forward to `instant`. */
function setClock(instant: string) {
  const seconds = (new Date(instant).getTime() - t.clock.now().getTime()) / 1000;
  if (seconds < 0) throw new Error(`the clock cannot go back to ${instant}`);
  t.clock.advance(seconds);
}

async function payRegistration(): Promise<OrderDetails> {
  const approved = await approvedApplication(t.app, t.db);
  const api = paymentApi(t.app);
  const created = await api.createOrder(approved.auth, {
    user_id: approved.applicationId,
    type: 'register',
  });
  expect(created.status).toBe(200);
  const placed: PaymentOrder = created.body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body.data as OrderDetails;
}

describe('the invoice series of a financial year', () => {
  it('restarts at 000001 for a payment on 1 April after one on 31 March (India time)', async () => {
    expect(CLOCK_START.getTime()).toBeLessThan(Date.parse('2026-03-31T18:00:00Z'));
    setClock('2026-03-31T18:00:00Z'); // 31 March, 23:30 IST
    const march = await payRegistration();
    setClock('2026-03-31T18:29:00Z'); // 31 March, 23:59 IST
    const lastOfMarch = await payRegistration();
    setClock('2026-03-31T18:31:00Z'); // 1 April, 00:01 IST
    const april = await payRegistration();
    const secondOfApril = await payRegistration();

    expect(march.invoice_number).toBe('PT/2526/000001');
    expect(lastOfMarch.invoice_number).toBe('PT/2526/000002');
    expect(april.invoice_number).toBe('PT/2627/000001');
    expect(secondOfApril.invoice_number).toBe('PT/2627/000002');
    expect(april.paid_at).toBe('2026-03-31T18:31:00.000Z');

    expect(
      await t.db.select().from(invoiceSeries).orderBy(asc(invoiceSeries.financialYear)),
    ).toEqual([
      { financialYear: '2025-26', lastNumber: 2 },
      { financialYear: '2026-27', lastNumber: 2 },
    ]);
  });
});
