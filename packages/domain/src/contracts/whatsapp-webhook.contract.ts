// The WhatsApp Cloud API's webhook (issue #16), as Meta documents it: the verification handshake's
// query, and the status reports (sent, delivered, read, failed) the portal records on its outbox.
import { z } from 'zod';
import { registerRequestContracts } from './request-contract';

export const WHATSAPP_REPORTED_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappReportedStatus = (typeof WHATSAPP_REPORTED_STATUSES)[number];

export const whatsappHandshakeQuery = z.object({
  'hub.mode': z.string().max(64).optional(),
  'hub.verify_token': z.string().max(512).optional(),
  'hub.challenge': z.string().max(512).optional(),
});

const statusReport = z.object({
  id: z.string().min(1).max(256),
  /** Other statuses Meta may add (deleted, warning, …) are passed over. */
  status: z.string().max(32),
  /** Unix seconds as a string. */
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(32).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(1000).optional(),
        message: z.string().max(1000).optional(),
      }),
    )
    .max(20)
    .optional(),
});
export type WhatsappStatusReport = z.infer<typeof statusReport>;

/** Only what the portal reads; anything else in Meta's payload (messages, contacts) is ignored. */
export const whatsappWebhookPayload = z.object({
  object: z.string().max(64),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(64).optional(),
              value: z.object({ statuses: z.array(statusReport).max(1000).optional() }).optional(),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

export const whatsappWebhookResponse = z.object({
  success: z.literal(true),
  /** Reports that changed an outbox row (a repeat or an out-of-date one changes none). */
  recorded: z.number().int().min(0),
});
export type WhatsappWebhookResponse = z.infer<typeof whatsappWebhookResponse>;

registerRequestContracts({ whatsappHandshakeQuery });
