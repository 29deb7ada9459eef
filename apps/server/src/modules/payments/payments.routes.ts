// HTTP shape of checkouts and payments (member-area spec §7, api-contract). Thin: read the request,
// call the operation, shape the answer. The webhook reads its body as raw bytes, because its signature
// covers exactly those.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OrderType } from '@portico/domain/checkout';
import {
  checkoutCouponParams,
  checkoutParams,
  checkoutResponse,
  createOrderBody,
  createOrderResponse,
  invoicesParams,
  invoicesResponse,
  orderDetailsResponse,
  orderRefParams,
  paymentLinkParams,
  paymentSuccessBody,
  paymentSuccessResponse,
  renewCheckoutParams,
  reviveRenewCheckoutParams,
  unsuccessfulBody,
  unsuccessfulResponse,
  webhookResponse,
} from '@portico/domain/contracts/payments.contract';
import { MESSAGES } from '@portico/domain/messages';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type PaymentProvider,
} from '../../adapters/payments/payment-provider';
import { BadRequestError } from '../../errors';
import { forSignedIn, lenientPrincipal } from '../auth';
import type { ParamsOf } from '../../lib/guarded-route';
import { receiveWebhook } from './apply-webhook';
import { checkoutAnswer } from './checkout-answer';
import type { CheckoutService } from './checkout.service';
import { confirmCallback } from './confirm-callback';
import { createOrder } from './create-order';
import { listInvoices } from './list-invoices';
import { markUnsuccessful } from './mark-unsuccessful';
import { findPaidOrder, orderDetailsOf } from './order-details';
import type { OrdersDeps } from './orders-deps';
import type { PaymentLinkRequest, PaymentLinkService } from './payment-link';
import { dataReply, messageReply } from '../../lib/replies';

export type PaymentRoutesOptions = {
  checkout: CheckoutService;
  /** What the order operations work with (database, provider, clock, hooks): the routes call them. */
  orders: OrdersDeps;
  paymentLinks: PaymentLinkService;
  provider: PaymentProvider;
};

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  registerCheckoutRoutes(app, options);
  registerOrderRoutes(app, options.orders);
  await app.register(webhookRoutes, { orders: options.orders });
};

/** The checkout of each purpose, and the emailed payment link that opens one. */
function registerCheckoutRoutes(
  app: RouteApp,
  { checkout, paymentLinks, provider }: PaymentRoutesOptions,
): void {
  /** GET <path>: the checkout of an order of `type`, for the application or member its params name. */
  function registerCheckout<Params extends z.ZodType>(
    path: string,
    params: Params,
    type: OrderType,
    target: (params: ParamsOf<Params>) => { id: number; coupon?: string },
  ): void {
    app.get(
      path,
      forSignedIn({ params, response: { 200: checkoutResponse } }, async (principal, request) => {
        const { id, coupon = null } = target(request.params);
        return checkoutAnswer(await checkout.resolve(principal, type, id, coupon), provider);
      }),
    );
  }
  registerCheckout('/api/checkout/:id', checkoutParams, 'register', ({ id }) => ({ id }));
  registerCheckout(
    '/api/checkout/:id/:coupon',
    checkoutCouponParams,
    'register',
    ({ id, coupon }) => ({
      id,
      coupon,
    }),
  );
  registerCheckout('/api/checkout_upgrade/:id', checkoutParams, 'upgrade', ({ id }) => ({ id }));
  registerCheckout('/api/renew_checkout/:user_id', renewCheckoutParams, 'renew', ({ user_id }) => ({
    id: user_id,
  }));
  registerCheckout(
    '/api/revive_renew_checkout/:app_id',
    reviveRenewCheckoutParams,
    'revive_renew',
    ({ app_id }) => ({ id: app_id }),
  );

  // The emailed payment link: its token signs the applicant in while there is something to pay.
  // A signed-in member's page cookie stays, as their session does in the browser (decision 047).
  async function openLink(request: FastifyRequest, reply: FastifyReply, link: PaymentLinkRequest) {
    const answer = await paymentLinks.open(link);
    if ('token' in answer && typeof answer.token === 'string') {
      await app.pageCookies.issueIfAbsent(request, reply, answer.token);
    }
    return answer;
  }
  app.get(
    '/api/payment/:historyId/:type/:token',
    { schema: { params: paymentLinkParams, response: { 200: checkoutResponse } } },
    (request, reply) => openLink(request, reply, request.params),
  );
  app.get(
    '/api/payment/:historyId/:type/:token/:coupon',
    { schema: { params: paymentLinkParams, response: { 200: checkoutResponse } } },
    (request, reply) => openLink(request, reply, request.params),
  );
}

/** An order of a checkout, the widget's report of its payment, and the paid order's details. */
function registerOrderRoutes(app: RouteApp, orders: OrdersDeps): void {
  app.post(
    '/api/create_order',
    forSignedIn(
      { body: createOrderBody, response: { 200: createOrderResponse } },
      async (principal, request) => dataReply(await createOrder(orders, principal, request.body)),
    ),
  );

  // The signature, not the caller's token, proves this payment: a widget callback may arrive after
  // the page's token expired. A live token of someone who may not see the order is still a 403.
  app.post(
    '/api/PaymentSuccess',
    { schema: { body: paymentSuccessBody, response: { 200: paymentSuccessResponse } } },
    async (request) => ({
      success: true as const,
      message: MESSAGES.paymentSuccessToast,
      data: await confirmCallback(
        orders,
        {
          ...request.body,
          history_id: request.body.history_id ?? 0,
          history_type: request.body.history_type ?? 'new',
        },
        await lenientPrincipal(request),
      ),
    }),
  );

  app.post(
    '/api/unsuccessful',
    forSignedIn(
      { body: unsuccessfulBody, response: { 200: unsuccessfulResponse } },
      async (principal, request) => {
        await markUnsuccessful(orders, principal, request.body);
        return messageReply(MESSAGES.paymentFailed);
      },
    ),
  );

  // Every invoice of the member; each downloads from order/view/{unique_order_id}.
  app.get(
    '/api/invoices/:userId',
    forSignedIn(
      { params: invoicesParams, response: { 200: invoicesResponse } },
      async (principal, request) =>
        dataReply(await listInvoices(orders, principal, request.params.userId)),
    ),
  );

  app.get(
    '/api/get_order_details/:ref',
    forSignedIn(
      { params: orderRefParams, response: { 200: orderDetailsResponse } },
      async (principal, request) => {
        const order = await findPaidOrder(orders, principal, request.params.ref);
        return dataReply(await orderDetailsOf(orders, order));
      },
    ),
  );
}

/** The provider's webhook: raw bytes in, signature checked over them, each event id handled once. */
const webhookRoutes: FastifyPluginAsync<{ orders: OrdersDeps }> = async (scope, { orders }) => {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  scope.post(
    '/api/payments/webhook',
    { schema: { response: { 200: webhookResponse } } },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new BadRequestError('Invalid webhook payload');
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const eventId = request.headers[WEBHOOK_EVENT_ID_HEADER];
      return receiveWebhook(
        orders,
        {
          body,
          signature: typeof signature === 'string' ? signature : undefined,
          eventId: typeof eventId === 'string' ? eventId : undefined,
        },
        request.log,
      );
    },
  );
};
