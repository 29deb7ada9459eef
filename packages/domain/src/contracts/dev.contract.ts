// Development and test hooks (absent in production): GET /api/dev/outbox (codes and links sent) and
// POST /api/dev/sandbox/pay (the sandbox provider's checkout widget).
import { z } from 'zod';
import type { SandboxPayResponse } from '../checkout';
import { CHANNEL_VALUES } from './values';

export const outboxQuery = z.object({ to: z.string().trim().optional() });
// The contract's shape: a bare list, newest first (no envelope).
export const outboxResponse = z.array(
  z.object({
    channel: z.enum(CHANNEL_VALUES),
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

export const sandboxPayBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  card: z.string().trim().max(40),
  /** What the widget was prefilled with (and the payer may have changed), as the provider records it. */
  name: prefilled(100),
  email: prefilled(254),
  contact: prefilled(20),
  /** false: do not deliver the webhook (a test of a lost notification). */
  webhook: z.boolean().default(true),
});

/** What the provider's widget hands the page: the paid payment's ids and signature, or its error. */
export const sandboxPayResponse = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string().optional(),
      description: z.string().optional(),
      source: z.string().optional(),
      step: z.string().optional(),
      reason: z.string().optional(),
      metadata: z
        .object({ order_id: z.string().optional(), payment_id: z.string().optional() })
        .optional(),
    }),
  }),
]);

// The schema and the shared TypeScript shape must describe the same answer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof sandboxPayResponse>, SandboxPayResponse> = true;
void sameShape;
