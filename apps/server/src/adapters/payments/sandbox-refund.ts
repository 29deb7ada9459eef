// A sandbox refund as Razorpay makes one: POST /v1/payments/:id/refund answers a refund entity
// 'pending' (more than is left of the payment, or a payment never captured, is refused like
// Razorpay refuses it), and later a refund.processed or refund.failed webhook, signed like the
// payment webhooks, tells the end. `settle` plays that later moment (the dev hook and tests call it).
import {
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  type WebhookDelivery,
} from './payment-provider';
import { sandboxId, sandboxWebhook, type SandboxSigning } from './sandbox-payment';

export type SandboxRefund = ProviderRefund & { notes: Record<string, string>; createdAt: number };

const refused = (description: string) =>
  new PaymentProviderError({
    provider: 'sandbox',
    code: 'BAD_REQUEST_ERROR',
    description,
    statusCode: 400,
  });

function refundEntity(refund: SandboxRefund): Record<string, unknown> {
  return {
    id: refund.providerRefundId,
    entity: 'refund',
    amount: refund.amountPaise,
    currency: 'INR',
    payment_id: refund.providerPaymentId,
    notes: refund.notes,
    receipt: null,
    acquirer_data: { arn: null },
    created_at: refund.createdAt,
    batch_id: null,
    status: refund.status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
}

/** The sandbox's refunds: made against payments it captured, kept in memory like its orders. */
export function createSandboxRefunds(
  signing: SandboxSigning,
  findPayment: (providerPaymentId: string) => ProviderPayment | undefined,
) {
  const refunds = new Map<string, SandboxRefund>();
  const refundedOf = (providerPaymentId: string) =>
    [...refunds.values()]
      .filter((r) => r.providerPaymentId === providerPaymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);

  return {
    refund(providerPaymentId: string, amountPaise: number, notes: Record<string, string>) {
      const payment = findPayment(providerPaymentId);
      if (!payment) throw refused('The id provided does not exist');
      if (payment.status !== 'captured') throw refused('The payment has not been captured');
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) {
        throw refused('The amount must be at least INR 1.00');
      }
      if (amountPaise > payment.amountPaise - refundedOf(providerPaymentId)) {
        throw refused('The refund amount provided is greater than amount captured');
      }
      const refund: SandboxRefund = {
        providerRefundId: sandboxId('rfnd_'),
        providerPaymentId,
        amountPaise,
        status: 'pending',
        notes: { ...notes },
        createdAt: signing.unixSeconds(),
        raw: {},
      };
      refund.raw = refundEntity(refund);
      refunds.set(refund.providerRefundId, refund);
      return { ...refund, raw: { ...refund.raw } } satisfies ProviderRefund;
    },

    /** The payment's refunds, newest first, as GET /v1/payments/:id/refunds lists them. */
    list(providerPaymentId: string): ProviderRefund[] {
      if (!findPayment(providerPaymentId)) throw refused('The id provided does not exist');
      return [...refunds.values()]
        .filter((r) => r.providerPaymentId === providerPaymentId)
        .reverse()
        .map((r) => ({
          providerRefundId: r.providerRefundId,
          providerPaymentId: r.providerPaymentId,
          amountPaise: r.amountPaise,
          status: r.status,
          raw: { ...r.raw },
        }));
    },

    /** The refund's end, and the webhook Razorpay would send for it. */
    settle(providerRefundId: string, outcome: 'processed' | 'failed'): WebhookDelivery {
      const refund = refunds.get(providerRefundId);
      if (!refund) throw refused('The id provided does not exist');
      refund.status = outcome;
      refund.raw = refundEntity(refund);
      const payment = findPayment(refund.providerPaymentId);
      return sandboxWebhook(signing, `refund.${outcome}`, {
        refund: { entity: refund.raw },
        ...(payment ? { payment: { entity: payment.raw } } : {}),
      });
    },
  };
}
