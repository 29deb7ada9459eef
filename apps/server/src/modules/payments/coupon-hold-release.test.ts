// An order the card provider would not open gives its coupon's held use back (decision 022).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import {
  createSandboxProvider,
  deriveSandboxSecrets,
} from '../../adapters/payments/sandbox-provider';
import { couponHolds, coupons, orders } from '../../db/schema';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';

let providerDown = false;

const t = useTestApp({
  // The sandbox, except that it refuses to open orders while `providerDown` is set.
  paymentProvider: (config) => {
    const sandbox = createSandboxProvider(deriveSandboxSecrets(config.appSecret));
    const open = sandbox.createOrder.bind(sandbox);
    return Object.assign(sandbox, {
      createOrder: async (input: Parameters<typeof open>[0]) => {
        if (providerDown) {
          throw new PaymentProviderError({
            provider: 'sandbox',
            code: 'UNREACHABLE',
            description: 'down for the test',
          });
        }
        return open(input);
      },
    });
  },
});

describe('an order the provider did not open', () => {
  it('frees the coupon use it held for the next applicant', async () => {
    await t.db
      .insert(coupons)
      .values({ code: 'ONEONLY', kind: 'percent', value: 10, usageLimit: 1 });
    const first = await approvedApplication(t.app, t.db);
    const second = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);

    providerDown = true;
    const failed = await api.createOrder(first.auth, {
      user_id: first.applicationId,
      type: 'register',
      coupon: 'ONEONLY',
    });
    providerDown = false;
    expect(failed.status).toBe(502);
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.applicationId, first.applicationId));
    expect(row?.status).toBe('failed');
    expect(await t.db.select().from(couponHolds)).toEqual([]);

    const made = await api.createOrder(second.auth, {
      user_id: second.applicationId,
      type: 'register',
      coupon: 'ONEONLY',
    });
    expect(made.status).toBe(200);
  });
});
