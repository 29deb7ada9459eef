// Test helpers of offline payments and refunds (issue #15): staff calls, a registration paid by card
// through the sandbox, and the payment rows. Used only by *.test.ts files.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { orders, payments } from '../../src/db/schema';
import { paymentApi, type Approved } from './payment-fixtures';
import { staffBearer } from './tokens';

export type Reply<T = unknown> = {
  status: number;
  body: { success: boolean; message?: string; errors?: Record<string, string>; data: T };
};

export function moneyApi(app: App, db: Database) {
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    staff: string | null,
    payload?: unknown,
  ) {
    const headers = staff ? await staffBearer(app, db, staff) : {};
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() } as Reply<T>;
  }
  return {
    call,
    recordOffline: (
      applicationId: number,
      body: Record<string, unknown>,
      staff = 'accounts@example.com',
    ) =>
      call<{
        unique_order_id: string;
        invoice_number: string | null;
        member_number: string | null;
      }>('POST', `/api/staff/applications/${applicationId}/offline-payments`, staff, body),
    refund: (paymentId: number, body: Record<string, unknown>, staff = 'accounts@example.com') =>
      call<{
        id: number;
        status: string;
        amount: number;
        credit_note: { id: number; number: string; total: number } | null;
      }>('POST', `/api/staff/payments/${paymentId}/refunds`, staff, {
        // A form's key, fresh per call as each call is a form opened anew, unless the test gives one.
        idempotency_key: randomBytes(12).toString('hex'),
        ...body,
      }),
    reverse: (paymentId: number, body: Record<string, unknown>, staff = 'admin@example.com') =>
      call<{ id: number; status: string; credit_note: { id: number; number: string } | null }>(
        'POST',
        `/api/staff/payments/${paymentId}/reverse`,
        staff,
        body,
      ),
    payments: (applicationId: number, staff = 'accounts@example.com') =>
      call<{ items: Array<Record<string, unknown> & { id: number; refundable: number }> }>(
        'GET',
        `/api/staff/applications/${applicationId}/payments`,
        staff,
      ),
    settleRefund: async (refundId: string, outcome: 'processed' | 'failed') => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/dev/sandbox/refund',
        payload: { refund_id: refundId, outcome },
      });
      return response.json<{
        status: number;
        webhook: { outcome?: string; duplicate?: boolean };
      }>();
    },
  };
}

/** Today in India, 'YYYY-MM-DD'. */
export const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** A registration paid by card through the sandbox widget and the browser's callback. */
export async function paidByCard(app: App, approved: Approved): Promise<PaymentOrder> {
  const api = paymentApi(app);
  const created = await api.createOrder(approved.auth, {
    user_id: approved.applicationId,
    type: 'register',
  });
  const placed = created.body.data;
  const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
  const confirmed = await api.paymentSuccess({
    ...widget,
    history_id: placed.history_id,
    history_type: placed.history_type,
  });
  if (confirmed.status !== 200) throw new Error(JSON.stringify(confirmed.body));
  return placed;
}

/** The newest payment row of an application's orders, with its order. */
export async function latestPayment(db: Database, applicationId: number) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.applicationId, applicationId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) throw new Error(`no payment for application ${applicationId}`);
  return row;
}
