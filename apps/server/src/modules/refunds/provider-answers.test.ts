// What the provider's answer to a refund does: 'processed' at once (an instant refund) issues the
// credit note without waiting for the webhook; no answer at all (a timeout) leaves the refund pending
// for the webhook and tells staff so (502), never marking failed money that may have gone back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { latestPayment, moneyApi, paidByCard } from '../../../test/support/money-fixtures';
import { approvedApplication } from '../../../test/support/payment-fixtures';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import {
  createSandboxProvider,
  deriveSandboxSecrets,
} from '../../adapters/payments/sandbox-provider';
import { creditNotes, refunds } from '../../db/schema';

/** 'processed' answers an instant refund; 'timeout' answers nothing (after making the refund). */
let answer: 'processed' | 'timeout' = 'processed';

const t = useTestApp({
  paymentProvider: (config) => {
    const sandbox = createSandboxProvider(deriveSandboxSecrets(config.appSecret));
    const honest = sandbox.refund.bind(sandbox);
    return Object.assign(sandbox, {
      refund: async (paymentId: string, amountPaise: number, notes: Record<string, string>) => {
        const made = await honest(paymentId, amountPaise, notes);
        if (answer === 'timeout') {
          throw new PaymentProviderError({
            provider: 'sandbox',
            code: 'TIMEOUT',
            description: 'no answer within 15000 ms',
          });
        }
        return { ...made, status: 'processed' as const };
      },
    });
  },
});

describe("the provider's answer to a refund", () => {
  it('processed at once: the credit note is issued without the webhook', async () => {
    answer = 'processed';
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment, order } = await latestPayment(t.db, approved.applicationId);
    const refunded = await moneyApi(t.app, t.db).refund(payment.id, {
      amount: 2000,
      reason: 'Instant',
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.status).toBe('processed');
    expect(refunded.body.data.credit_note?.total).toBe(2000);
    expect(
      await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('no answer: the refund stays pending for the webhook, and staff are told', async () => {
    answer = 'timeout';
    const approved = await approvedApplication(t.app, t.db);
    await paidByCard(t.app, approved);
    const { payment } = await latestPayment(t.db, approved.applicationId);
    const asked = await moneyApi(t.app, t.db).refund(payment.id, { amount: 2000, reason: 'Slow' });
    expect(asked.status).toBe(502);
    expect(asked.body.message).toBe(
      'The payment provider did not answer. The refund stays pending until the provider reports it.',
    );
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });
});
