// Development and test hooks (absent when NODE_ENV=production). Codes and reference links
// are read from the outbox here instead of a real mailbox or phone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outboxQuery,
  outboxResponse,
  sandboxPayBody,
  sandboxPayResponse,
  sandboxRefundBody,
  sandboxRefundResponse,
} from '@portico/domain/contracts/dev.contract';
import { NotFoundError } from '../../errors';
import { isSandboxProvider, normaliseCardNumber } from '../../adapters/payments/sandbox-provider';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { DevService } from './dev.service';

type DevApp = Parameters<FastifyPluginAsyncZod>[0];

export const devRoutes: FastifyPluginAsyncZod<{
  service: DevService;
  config: Pick<Config, 'isProduction'>;
  provider: PaymentProvider;
}> = async (app, { service, config, provider }) => {
  if (config.isProduction) return;

  // The sandbox's checkout widget: answers what the provider's widget hands the page, and (like the
  // provider, a moment later) delivers the matching webhook to our own endpoint.
  app.post(
    '/api/dev/sandbox/pay',
    { schema: { body: sandboxPayBody, response: { 200: sandboxPayResponse } } },
    async (request) => {
      if (!isSandboxProvider(provider)) throw new NotFoundError();
      const { order_id, card, name, email, contact } = request.body;
      const result = provider.pay({
        providerOrderId: order_id,
        card: normaliseCardNumber(card),
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
        ...(contact ? { contact } : {}),
      });
      if (request.body.webhook) {
        setImmediate(() => {
          app
            .inject({
              method: 'POST',
              url: '/api/payments/webhook',
              headers: { ...result.webhook.headers },
              payload: result.webhook.rawBody,
            })
            .then((response) => {
              if (response.statusCode >= 300) {
                app.log.warn({ status: response.statusCode }, 'sandbox webhook refused');
              }
            })
            .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook failed'));
        });
      }
      return result.outcome === 'paid'
        ? { success: true as const, ...result.response }
        : { success: false as const, error: result.response.error };
    },
  );

  registerSandboxRefund(app, provider);

  app.get(
    '/api/dev/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxResponse } } },
    async (request) => {
      const rows = await service.recentOutbox(request.query.to);
      return rows.map((row) => ({
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        text: row.text,
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    },
  );
};

/** The provider finishing a refund: its refund.processed / refund.failed webhook, delivered now. */
function registerSandboxRefund(app: DevApp, provider: PaymentProvider): void {
  app.post(
    '/api/dev/sandbox/refund',
    { schema: { body: sandboxRefundBody, response: { 200: sandboxRefundResponse } } },
    async (request) => {
      if (!isSandboxProvider(provider)) throw new NotFoundError();
      let webhook;
      try {
        webhook = provider.settleRefund(request.body.refund_id, request.body.outcome);
      } catch {
        throw new NotFoundError('No such sandbox refund');
      }
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { ...webhook.headers },
        payload: webhook.rawBody,
      });
      return {
        success: true as const,
        status: response.statusCode,
        webhook: response.json<Record<string, unknown>>(),
      };
    },
  );
}
