// Development and test hooks (api-contract: absent when NODE_ENV=production). Codes and reference links
// are read from the outbox here instead of a real mailbox or phone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findRecentOutboxMessages } from '../../adapters/mail/outbox.repository';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export const DEV_OUTBOX_LIMIT = 20;

const outboxQuery = z.object({ to: z.string().trim().optional() });
const outboxResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
});

export const devRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Pick<Config, 'isProduction'>;
}> = async (app, { db, config }) => {
  if (config.isProduction) return;

  app.get(
    '/api/dev/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxResponse } } },
    async (request) => {
      const rows = await findRecentOutboxMessages(db, {
        ...(request.query.to ? { to: request.query.to } : {}),
        limit: DEV_OUTBOX_LIMIT,
      });
      return {
        success: true as const,
        data: rows.map((row) => ({
          channel: row.channel,
          to: row.to,
          subject: row.subject,
          text: row.text,
          sent_at: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
