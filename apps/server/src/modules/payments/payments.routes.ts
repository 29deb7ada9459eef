// HTTP shape of checkouts and payments (member-area spec §7, api-contract). Thin: read the request,
// call the services, shape the answer. The webhook reads its body as raw bytes, because its signature
// covers exactly those.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CheckoutResponse, OrderType } from '@portico/domain/checkout';
import {
  checkoutCouponParams,
  checkoutParams,
  createOrderBody,
  orderRefParams,
  paymentLinkParams,
  paymentSuccessBody,
  renewCheckoutParams,
  reviveRenewCheckoutParams,
  unsuccessfulBody,
  type PaymentLinkParams,
} from '@portico/domain/contracts/payments.contract';
import { MESSAGES } from '@portico/domain/messages';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider';
import { parseWebhookEvent } from '../../adapters/payments/webhook-event';
import type { Database } from '../../db/client';
import { BadRequestError, ForbiddenError, isDomainError } from '../../errors';
import { lenientPrincipal } from '../auth/auth.plugin';
import type { Principal } from '../auth/principal';
import { findApplication } from '../applications/applications.repository';
import { newSessionId, type TokenService } from '../auth/tokens';
import { verifyPaymentToken } from '../pipeline/links';
import { toCheckoutData, type CheckoutService, type Resolution } from './checkout.service';
import type { OrdersService } from './orders.service';
import { findHistory, markEventProcessed, recordEvent } from './payments.repository';

/**
 * The checkout answer: the data with the provider to pay through (its public key id only), or why
 * there is nothing to pay (spec §4.6).
 */
function checkoutAnswer(resolution: Resolution, provider: PaymentProvider): CheckoutResponse {
  if (resolution.ok) {
    return {
      success: true,
      data: toCheckoutData(resolution),
      payment_link_expired: false,
      provider: provider.name,
      key: provider.publicKey,
    };
  }
  return {
    success: false,
    message: resolution.message,
    ...(resolution.reason === 'cancelled' ? { cancelled: true } : {}),
    ...(resolution.reason === 'payment_link_expired' ? { payment_link_expired: true } : {}),
    ...(resolution.reason === 'already_paid' ? { already_paid: true } : {}),
  };
}

export type PaymentRoutesOptions = {
  db: Database;
  checkout: CheckoutService;
  orders: OrdersService;
  provider: PaymentProvider;
  tokens: TokenService;
  appSecret: string;
  now: () => Date;
};

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, checkout, orders, provider, tokens, appSecret, now } = options;

  const resolveFor =
    (type: OrderType) =>
    async (principal: Principal | null, id: number, coupon: string | null = null) =>
      checkoutAnswer(await checkout.resolve(principal, type, id, coupon), provider);

  app.get('/api/checkout/:id', { schema: { params: checkoutParams } }, async (request) =>
    resolveFor('register')(await request.principal(), request.params.id),
  );
  app.get(
    '/api/checkout/:id/:coupon',
    { schema: { params: checkoutCouponParams } },
    async (request) =>
      resolveFor('register')(await request.principal(), request.params.id, request.params.coupon),
  );
  app.get('/api/checkout_upgrade/:id', { schema: { params: checkoutParams } }, async (request) =>
    resolveFor('upgrade')(await request.principal(), request.params.id),
  );
  app.get(
    '/api/renew_checkout/:user_id',
    { schema: { params: renewCheckoutParams } },
    async (request) => resolveFor('renew')(await request.principal(), request.params.user_id),
  );
  app.get(
    '/api/revive_renew_checkout/:app_id',
    { schema: { params: reviveRenewCheckoutParams } },
    async (request) => resolveFor('revive_renew')(await request.principal(), request.params.app_id),
  );

  // The emailed payment link: its token stands for the applicant (it reached their mailbox), so it
  // is exchanged for an applicant token of the application's contacts, with the checkout. Only while
  // there is something to pay: a link of a paid (or cancelled) order answers why and signs nobody in,
  // so an old email cannot open the account for ever (the member signs in by code instead).
  const paymentLink = async (params: PaymentLinkParams) => {
    const checked = await verifyPaymentToken(appSecret, params.token, now());
    if (!checked.ok) {
      if (checked.reason === 'expired') {
        return {
          success: false as const,
          message: MESSAGES.paymentLinkExpiredHeading,
          payment_link_expired: true,
        };
      }
      throw new ForbiddenError('This payment link is not valid');
    }
    if (checked.claims.planHistoryId !== params.historyId) {
      throw new ForbiddenError('This payment link is not valid');
    }
    const history = await findHistory(db, params.historyId);
    const application = history ? await findApplication(db, history.applicationId) : undefined;
    if (!history || !application?.email || !application.mobileNumber) {
      throw new ForbiddenError('This payment link is not valid');
    }
    const principal: Principal = {
      kind: 'applicant',
      emails: [application.email.toLowerCase()],
      mobiles: [application.mobileNumber],
    };
    const resolution = await checkout.resolve(
      principal,
      params.type,
      application.id,
      params.coupon ?? null,
    );
    const answer = checkoutAnswer(resolution, provider);
    if (!resolution.ok) return answer;
    // A session of its own, so logout ends it like any other applicant token.
    return { ...answer, token: await tokens.sign(principal, { sessionId: newSessionId() }) };
  };
  app.get(
    '/api/payment/:historyId/:type/:token',
    { schema: { params: paymentLinkParams } },
    (request) => paymentLink(request.params),
  );
  app.get(
    '/api/payment/:historyId/:type/:token/:coupon',
    { schema: { params: paymentLinkParams } },
    (request) => paymentLink(request.params),
  );

  app.post('/api/create_order', { schema: { body: createOrderBody } }, async (request) => ({
    success: true as const,
    data: await orders.createOrder(await request.principal(), request.body),
  }));

  // The signature, not the caller's token, proves this payment: a widget callback may arrive after
  // the page's token expired. A live token of someone who may not see the order is still a 403.
  app.post('/api/PaymentSuccess', { schema: { body: paymentSuccessBody } }, async (request) => ({
    success: true as const,
    message: MESSAGES.paymentSuccessToast,
    data: await orders.confirmCallback(
      {
        ...request.body,
        history_id: request.body.history_id ?? 0,
        history_type: request.body.history_type ?? 'new',
      },
      await lenientPrincipal(request),
    ),
  }));

  app.post('/api/unsuccessful', { schema: { body: unsuccessfulBody } }, async (request) => {
    await orders.recordFailure(await request.principal(), request.body);
    return { success: true as const, message: MESSAGES.paymentFailed };
  });

  app.get(
    '/api/get_order_details/:ref',
    { schema: { params: orderRefParams } },
    async (request) => ({
      success: true as const,
      data: await orders.orderDetails(await request.principal(), request.params.ref),
    }),
  );

  // The provider's webhook: raw bytes in, signature checked over them, each event id handled once.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/payments/webhook', async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new BadRequestError('Invalid webhook payload');
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      if (
        !provider.verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new BadRequestError('Invalid webhook signature');
      }
      const eventIdHeader = request.headers[WEBHOOK_EVENT_ID_HEADER];
      const event = parseWebhookEvent(
        raw,
        typeof eventIdHeader === 'string' ? eventIdHeader : undefined,
      );
      const { alreadyProcessed } = await recordEvent(db, {
        provider: provider.name,
        eventId: event.eventId,
        type: event.type === 'other' ? event.eventName : event.type,
        payload: event.raw,
      });
      if (alreadyProcessed) return reply.send({ success: true, duplicate: true });
      let outcome = 'ignored';
      if (event.type !== 'other') {
        try {
          outcome = await orders.applyWebhookPayment(event);
        } catch (error) {
          // A payment that can never be confirmed (amount differs, ...) is acknowledged, not retried.
          if (!isDomainError(error) || error.statusCode >= 500) throw error;
          request.log.error({ err: error, event: event.eventId }, 'webhook payment refused');
          outcome = 'refused';
        }
      }
      await markEventProcessed(db, event.eventId, now());
      return reply.send({ success: true, outcome });
    });
  });
};
