// The provider's webhook: the signature checked over the raw bytes, each event id handled once
// (providers retry), then payment.captured / order.paid confirmed (idempotent; 'refund_due' when it
// cannot be honoured) and payment.failed recorded. A payment that can never be confirmed (amount
// differs, ...) is acknowledged, not retried.
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookOutcome, WebhookResponse } from '@portico/domain/contracts/payments.contract';
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import { parseWebhookEvent, type PaymentWebhookEvent } from '../../adapters/payments/webhook-event';
import { BadRequestError, isDomainError } from '../../errors';
import { confirmPayment } from './confirm-payment';
import type { OrdersDeps } from './orders-deps';
import { PAYMENT_MESSAGES } from './payment-messages';
import { markEventProcessed, recordEvent } from './payment-events.repository';
import { recordPaymentFailure } from './payment-failures.repository';
import { findPaymentContext } from './payment-records.repository';
import { settleTestPayment } from './test-payment';

export type WebhookDelivery = {
  body: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
};

/** One delivery of the webhook; `log` is the request's, so a refusal is logged with it. */
export async function receiveWebhook(
  deps: OrdersDeps,
  delivery: WebhookDelivery,
  log: FastifyBaseLogger,
): Promise<WebhookResponse> {
  const { db, provider } = deps;
  if (!provider.verifyWebhookSignature(delivery.body, delivery.signature)) {
    throw new BadRequestError('Invalid webhook signature');
  }
  const event = parseWebhookEvent(delivery.body, delivery.eventId);
  const { alreadyProcessed } = await recordEvent(db, {
    provider: provider.name,
    eventId: event.eventId,
    type: event.type === 'other' || event.type === 'token' ? event.eventName : event.type,
    payload: event.raw,
  });
  if (alreadyProcessed) return { success: true, duplicate: true };
  let outcome: WebhookOutcome = 'ignored';
  if (event.type !== 'other') {
    try {
      outcome =
        event.type === 'token'
          ? ((await deps.onMandateEvent?.(event)) ?? 'ignored')
          : 'refund' in event
            ? ((await deps.onRefundEvent?.(event)) ?? 'ignored')
            : await applyWebhookPayment(deps, event);
    } catch (error) {
      if (!isDomainError(error) || error.statusCode >= 500) throw error;
      log.error({ err: error, event: event.eventId }, 'webhook payment refused');
      outcome = 'refused';
    }
  }
  await markEventProcessed(db, event.eventId, deps.now());
  return { success: true, outcome };
}

export type WebhookPayment = Pick<
  PaymentWebhookEvent,
  'type' | 'providerOrderId' | 'providerPaymentId' | 'amountPaise' | 'currency' | 'paymentStatus'
> & {
  failure: { code: string | null; description: string | null; reason: string | null } | null;
  raw: Record<string, unknown>;
};

/** A payment event of one of our orders: confirmed, or its failure recorded. */
export async function applyWebhookPayment(
  deps: OrdersDeps,
  event: WebhookPayment,
): Promise<'confirmed' | 'refund_due' | 'recorded' | 'ignored'> {
  const context = await findPaymentContext(deps.db, event.providerOrderId, event.providerPaymentId);
  if (!context) {
    // A mandate's authentication payment (decision 099) is no order of ours either.
    const mandate = await deps.onMandateEvent?.(event);
    if (mandate) return mandate === 'recorded' ? 'recorded' : 'ignored';
    // An admin's test payment (decision 072) is no order: it is captured in its own table.
    const status = event.type === 'order.paid' ? 'captured' : event.paymentStatus;
    if ((await settleTestPayment(deps, { ...event, status })) === 'confirmed') return 'confirmed';
    deps.logger.warn({ providerOrder: event.providerOrderId }, 'webhook for an unknown order');
    return 'ignored';
  }
  const { order } = context;
  if (event.type === 'payment.failed') {
    await recordPaymentFailure(deps.db, {
      orderId: order.id,
      planHistoryId: order.planHistoryId,
      providerPaymentId: event.providerPaymentId,
      code: event.failure?.code ?? null,
      description: event.failure?.description ?? null,
      reason: event.failure?.reason ?? null,
      raw: event.raw,
    });
    return 'recorded';
  }
  if (event.currency !== 'INR') throw new BadRequestError(PAYMENT_MESSAGES.amountMismatch);
  const payment: ProviderPayment = {
    providerOrderId: event.providerOrderId,
    providerPaymentId: event.providerPaymentId,
    amountPaise: event.amountPaise,
    status: event.type === 'order.paid' ? 'captured' : event.paymentStatus,
    raw: event.raw,
  };
  const { outcome } = await confirmPayment(deps, context, payment);
  return outcome === 'refund_due' ? 'refund_due' : 'confirmed';
}
