// A payment the provider reports at another amount than the order's is refused before anything
// changes, even with a valid signature (the browser's ids are genuine, the amount is not).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import {
  createSandboxProvider,
  deriveSandboxSecrets,
} from '../../adapters/payments/sandbox-provider';
import { members, payments } from '../../db/schema';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

const t = useTestApp({
  // The sandbox, except that it reports one rupee less than was charged.
  paymentProvider: (config) => {
    const sandbox = createSandboxProvider(deriveSandboxSecrets(config.appSecret));
    const honest = sandbox.fetchOrderPayments.bind(sandbox);
    return Object.assign(sandbox, {
      fetchOrderPayments: async (id: string) =>
        (await honest(id)).map((payment) => ({
          ...payment,
          amountPaise: payment.amountPaise - 100,
        })),
    });
  },
});

describe('a payment of another amount', () => {
  it('is refused and changes nothing', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const placed = (
      await api.createOrder(approved.auth, { user_id: approved.applicationId, type: 'register' })
    ).body.data;
    const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
    const refused = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The amount paid does not match the order.');
    expect(
      await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, widget.razorpay_payment_id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(members).where(eq(members.email, approved.email))).toHaveLength(
      0,
    );
  });
});
