// Development and test hooks (absent when NODE_ENV=production). Codes and reference links
// are read from the outbox here instead of a real mailbox or phone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors';
import { isSandboxProvider, normaliseCardNumber } from '../../adapters/payments/sandbox-provider';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { DevService } from './dev.service';

const outboxQuery = z.object({ to: z.string().trim().optional() });
// The contract's shape: a bare list, newest first (no envelope).
const outboxResponse = z.array(
  z.object({
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    sent_at: z.string().nullable(),
  }),
);

const prefilled = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

const sandboxPayBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  card: z.string().trim().max(40),
  /** What the widget was prefilled with (and the payer may have changed), as the provider records it. */
  name: prefilled(100),
  email: prefilled(254),
  contact: prefilled(20),
  /** false: do not deliver the webhook (a test of a lost notification). */
  webhook: z.boolean().default(true),
});

export const devRoutes: FastifyPluginAsyncZod<{
  service: DevService;
  config: Pick<Config, 'isProduction'>;
  provider: PaymentProvider;
}> = async (app, { service, config, provider }) => {
  if (config.isProduction) return;

  // The sandbox's checkout widget: answers what the provider's widget hands the page, and (like the
  // provider, a moment later) delivers the matching webhook to our own endpoint.
  app.post('/api/dev/sandbox/pay', { schema: { body: sandboxPayBody } }, async (request) => {
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
  });

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
