// Development and test hooks (absent in production): GET /api/dev/outbox (codes and links sent) and
// POST /api/dev/sandbox/pay (the sandbox provider's checkout widget).
import { z } from 'zod';
import type { SandboxPayResponse } from '../checkout';
import { CHANNEL_VALUES } from './values';
import { providerFailure, providerSuccess } from './payments.contract';
import { registerRequestContracts } from './request-contract';

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

/**
 * POST /api/dev/sandbox/pay (development only, the sandbox's stand-in for the provider's widget):
 * the provider's success fields, or (200, `success: false`) a declined card's error fields.
 */
export const sandboxPayResponse = z.discriminatedUnion('success', [
  providerSuccess.extend({ success: z.literal(true) }),
  z.object({ success: z.literal(false), error: providerFailure }),
]);

// The schema and the shared TypeScript shape must describe the same answer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof sandboxPayResponse>, SandboxPayResponse> = true;
void sameShape;

/** The sandbox settling a refund: its webhook delivered to our endpoint, whose answer is returned. */
export const sandboxRefundBody = z.object({
  refund_id: z.string().min(1).max(100),
  outcome: z.enum(['processed', 'failed']),
});
export const sandboxRefundResponse = z.object({
  success: z.literal(true),
  status: z.number().int(),
  webhook: z.record(z.string(), z.unknown()),
});

/** `name`, `email` and `contact`: what the widget was prefilled with (PaymentOrder's), as paid. */
export type SandboxPayRequest = z.input<typeof sandboxPayBody>;

registerRequestContracts({ outboxQuery, sandboxPayBody, sandboxRefundBody });
