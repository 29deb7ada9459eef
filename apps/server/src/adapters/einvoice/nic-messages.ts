// The shapes of NIC's e-invoice API answers, parsed rather than trusted. Every answer has Status
// (1 or 0, sometimes as text), Data (an object for auth, encrypted base64 text otherwise),
// ErrorDetails and InfoDtls.
import { z } from 'zod';

const status = z.union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0')]);

export const nicEnvelopeSchema = z.object({
  Status: status,
  Data: z.unknown().optional(),
  ErrorDetails: z
    .array(z.object({ ErrorCode: z.coerce.string(), ErrorMessage: z.string() }))
    .nullish(),
  InfoDtls: z.unknown().optional(),
});
export type NicEnvelope = z.infer<typeof nicEnvelopeSchema>;

export const nicAuthDataSchema = z.object({
  AuthToken: z.string().min(1),
  Sek: z.string().min(1),
  TokenExpiry: z.string(),
});

export const nicIrnDataSchema = z.object({
  AckNo: z.coerce.string(),
  AckDt: z.string(),
  Irn: z.string().length(64),
  SignedInvoice: z.string().min(1),
  SignedQRCode: z.string().min(1),
  Status: z.string().optional(),
});

export const nicCancelDataSchema = z.object({ Irn: z.string(), CancelDate: z.string() });
