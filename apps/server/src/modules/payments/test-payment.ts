// An admin's test payment (Getting started, issue #27, decision 072): ₹1 plus GST at the saved rate,
// the amount computed here and never taken from the browser, paid through the configured provider
// (the sandbox in development, Razorpay test or live keys in production) and verified by its signature
// and the provider's own record, as every payment is. It lives in `test_payments` only: no order, no
// member, no member number, no invoice, no GST export or report row. Captured once, whether the
// browser's callback or the webhook comes first; refunded from the same screen.
import { withGst } from '@portico/domain/money';
import {
  TEST_PAYMENT_BASE_PAISE,
  type TestPayment,
  type TestPaymentState,
  type TestPaymentVerifyBody,
} from '@portico/domain/contracts/test-payment.contract';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../errors';
import type { StaffPrincipal } from '../auth';
import { auditChange } from '../audit';
import { PAYMENT_MESSAGES, PaymentProviderUnavailableError } from './payment-messages';
import type { ProviderDeps } from './provider-deps';
import {
  captureTestPayment,
  countTestPaymentsSince,
  findTestPaymentByOrder,
  insertTestPayment,
  latestTestPayment,
  markTestPaymentRefunded,
  type TestPaymentRow,
} from './test-payments.repository';

export type TestPaymentDeps = ProviderDeps;

/** Test orders any admin may open in an hour: a test, not a way to charge cards. */
export const TEST_PAYMENTS_PER_HOUR = 5;

const view = (row: TestPaymentRow): TestPayment => ({
  id: row.id,
  status: row.status,
  total_paise: row.totalPaise,
  provider_payment_id: row.providerPaymentId,
  created_at: row.createdAt.toISOString(),
  captured_at: row.capturedAt?.toISOString() ?? null,
  refunded_at: row.refundedAt?.toISOString() ?? null,
});

async function amounts(deps: TestPaymentDeps) {
  const { gstRateBasisPoints } = await deps.association.current();
  return withGst(TEST_PAYMENT_BASE_PAISE, gstRateBasisPoints);
}

export async function readTestPayment(deps: TestPaymentDeps): Promise<TestPaymentState> {
  const [{ amount, gst, total }, last] = await Promise.all([
    amounts(deps),
    latestTestPayment(deps.db),
  ]);
  return {
    provider: deps.provider.name,
    live: deps.provider.name === 'razorpay' && !deps.provider.publicKey.startsWith('rzp_test_'),
    amount_paise: amount,
    gst_paise: gst,
    total_paise: total,
    last: last ? view(last) : null,
  };
}

async function providerCall<T>(deps: TestPaymentDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error }, 'test payment: the provider refused');
    throw new PaymentProviderUnavailableError(PAYMENT_MESSAGES.providerDown);
  }
}

export async function createTestPayment(deps: TestPaymentDeps, principal: StaffPrincipal) {
  const hourAgo = new Date(deps.now().getTime() - 3_600_000);
  if ((await countTestPaymentsSince(deps.db, hourAgo)) >= TEST_PAYMENTS_PER_HOUR) {
    throw new TooManyRequestsError('Too many test payments: try again in an hour', 3600);
  }
  const { amount, gst, total } = await amounts(deps);
  const order = await providerCall(deps, () =>
    deps.provider.createOrder({
      amountPaise: total,
      receipt: `test-${deps.now().getTime()}`,
      notes: { purpose: 'test_payment', staff_id: String(principal.staffId) },
    }),
  );
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertTestPayment(tx, {
      staffId: principal.staffId,
      provider: deps.provider.name,
      providerOrderId: order.providerOrderId,
      amountPaise: amount,
      gstPaise: gst,
      totalPaise: total,
      createdAt: deps.now(),
    });
    await auditChange(tx, principal, {
      action: 'payments.test_order',
      entity: 'test_payment',
      entityId: inserted.id,
      before: null,
      after: { total_paise: total, provider_order_id: order.providerOrderId },
    });
    return inserted;
  });
  return {
    id: row.id,
    provider: deps.provider.name,
    key: deps.provider.publicKey,
    provider_order_id: order.providerOrderId,
    total_paise: total,
    currency: 'INR' as const,
  };
}

/**
 * Captures the test payment of `providerOrderId` when the provider's payment is captured and pays
 * exactly its total; returns whether this call captured it. The caller has checked a signature.
 */
export async function settleTestPayment(
  deps: Pick<TestPaymentDeps, 'db' | 'now'>,
  payment: {
    providerOrderId: string;
    providerPaymentId: string;
    amountPaise: number;
    status: string;
  },
): Promise<'confirmed' | 'ignored'> {
  const row = await findTestPaymentByOrder(deps.db, payment.providerOrderId);
  if (!row || payment.status !== 'captured' || payment.amountPaise !== row.totalPaise) {
    return 'ignored';
  }
  const captured = await captureTestPayment(deps.db, row.id, payment.providerPaymentId, deps.now());
  return captured ? 'confirmed' : 'ignored';
}

/** The browser's answer from the provider's checkout: signature, then the provider's own record. */
export async function verifyTestPayment(
  deps: TestPaymentDeps,
  body: TestPaymentVerifyBody,
): Promise<TestPaymentState> {
  const row = await findTestPaymentByOrder(deps.db, body.razorpay_order_id);
  const signed =
    row !== undefined &&
    deps.provider.verifyPaymentSignature({
      providerOrderId: row.providerOrderId,
      providerPaymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
  if (!row || !signed) throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
  const payments = await providerCall(deps, () =>
    deps.provider.fetchOrderPayments(row.providerOrderId),
  );
  const payment = payments.find((p) => p.providerPaymentId === body.razorpay_payment_id);
  if (!payment) throw new BadRequestError(PAYMENT_MESSAGES.signatureInvalid);
  if (payment.amountPaise !== row.totalPaise) {
    throw new BadRequestError(PAYMENT_MESSAGES.amountMismatch);
  }
  if (payment.status !== 'captured') throw new BadRequestError(PAYMENT_MESSAGES.notCaptured);
  await settleTestPayment(deps, { ...payment, providerOrderId: row.providerOrderId });
  return readTestPayment(deps);
}

/** Refunds the latest test payment in full, once it is captured. */
export async function refundTestPayment(
  deps: TestPaymentDeps,
  principal: StaffPrincipal,
): Promise<TestPaymentState> {
  const row = await latestTestPayment(deps.db);
  if (!row || row.status !== 'captured' || !row.providerPaymentId) {
    throw new ConflictError('There is no captured test payment to refund');
  }
  const paymentId = row.providerPaymentId;
  const refund = await providerCall(deps, () =>
    deps.provider.refund(paymentId, row.totalPaise, { purpose: 'test_payment' }),
  );
  await deps.db.transaction(async (tx) => {
    const refunded = await markTestPaymentRefunded(tx, row.id, refund.providerRefundId, deps.now());
    if (!refunded) throw new ConflictError('The test payment was refunded already');
    await auditChange(tx, principal, {
      action: 'payments.test_refund',
      entity: 'test_payment',
      entityId: row.id,
      before: { status: 'captured' },
      after: { status: 'refunded', provider_refund_id: refund.providerRefundId },
    });
  });
  return readTestPayment(deps);
}
