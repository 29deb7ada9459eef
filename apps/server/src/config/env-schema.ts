// The environment variables the server reads, as a zod schema: types, bounds, defaults, and the
// combinations that must go together.
import { z } from 'zod';
import {
  OTP_CODE_LENGTH,
  OTP_CODE_LENGTH_MAX,
  OTP_CODE_LENGTH_MIN,
} from '@portico/domain/constants';
import { gstStateCode, gstStateName } from '@portico/domain/gst-states';
import { messagingEnvShape, messagingProblems } from './messaging';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { DEMO_ASSOCIATION, LOG_LEVELS } from './types';

export const APP_SECRET_MIN_LENGTH = 32;

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url({ error: 'must be a URL' }).optional();
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  /** Production runs on the embedded PGlite only when this says so (decision 025). */
  ALLOW_EMBEDDED_DATABASE: z.enum(['1', '0', 'true', 'false'], 'must be 1 or 0').optional(),
  /** Connections the server keeps to PostgreSQL at most (decision 012). */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be a whole number from 1 to 200')
    .max(200, 'must be a whole number from 1 to 200')
    .default(20),
  /** Per-IP request limits count in this Redis instead of PostgreSQL (decision 027). */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  APP_SECRET: z
    .string()
    .min(APP_SECRET_MIN_LENGTH, `must be at least ${APP_SECRET_MIN_LENGTH} characters`)
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMS_GATEWAY_URL: optionalUrl,
  /** The From of outgoing mail, e.g. 'Association of Event Businesses <no-reply@example.org>'. */
  MAIL_FROM: optionalText,
  OTP_CODE_LENGTH: wholeNumber(OTP_CODE_LENGTH_MIN, OTP_CODE_LENGTH_MAX).default(OTP_CODE_LENGTH),
  /** Seconds before another code may be sent to the same address. */
  OTP_RESEND_AFTER_SECONDS: wholeNumber(1, 600).default(30),
  /**
   * Codes one address (an email or a mobile number) is sent per hour at the resend interval; past
   * them each next one waits longer, up to 5 minutes (decision 054).
   */
  OTP_SENDS_PER_ADDRESS_PER_HOUR: wholeNumber(1, 100).default(5),
  /** Codes one client IP may request per hour without waiting; past them each waits longer. */
  OTP_SENDS_PER_IP_PER_HOUR: wholeNumber(1, 100_000).default(20),
  /** Failed code checks one client IP may make per hour. */
  OTP_FAILED_CHECKS_PER_IP_PER_HOUR: wholeNumber(1, 100_000).default(30),
  /** The proxies whose X-Forwarded-For names the client (the per-IP code limit reads it). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value ?? '');
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return false;
    }),
  // The review pipeline (decision 010).
  GOVERNING_BODY_QUORUM: wholeNumber(1, 20).default(2),
  REFERENCE_LINK_DAYS: wholeNumber(1, 365).default(14),
  PAYMENT_LINK_DAYS: wholeNumber(1, 365).default(7),
  /** Seconds a back-office list total is reused (decision 011); 0 counts on every request. */
  STAFF_LIST_TOTALS_CACHE_SECONDS: wholeNumber(0, 300).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  // The Invoice Registration Portal for e-invoices (decision 086).
  EINVOICE_PROVIDER: z.enum(['sandbox', 'nic']).default('sandbox'),
  EINVOICE_API_URL: optionalText,
  EINVOICE_GSTIN: optionalText,
  EINVOICE_CLIENT_ID: optionalText,
  EINVOICE_CLIENT_SECRET: optionalText,
  EINVOICE_USERNAME: optionalText,
  EINVOICE_PASSWORD: optionalText,
  EINVOICE_PUBLIC_KEY_PATH: optionalText,
  // The seller on tax invoices (GST) and the numbering of members and invoices.
  ASSOCIATION_NAME: optionalText,
  ASSOCIATION_ADDRESS: optionalText,
  ASSOCIATION_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{2}[A-Z0-9]{13}$/, 'must be a 15-character GSTIN')
    .optional(),
  ASSOCIATION_STATE: optionalText,
  /** The contact the outcome pages give applicants and members. */
  ASSOCIATION_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' }))
    .optional(),
  ASSOCIATION_PHONE: optionalText,
  INVOICE_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,4}$/, 'must be 1 to 4 capital letters or digits')
    .optional(),
  MEMBER_NUMBER_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Z0-9/-]{1,8}$/, 'must be 1 to 8 capital letters, digits, - or /')
    .optional(),
  SAC_CODE: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be a 6-digit SAC code')
    .optional(),
  /** Seconds between two runs of the scheduled jobs (payment reconciliation, reminders). */
  JOB_INTERVAL_SECONDS: wholeNumber(5, 86_400).default(300),
  /** Tries of one message before it is marked failed for staff to resend (30 s, 2 min, 10 min, 1 h, 6 h apart). */
  OUTBOX_MAX_ATTEMPTS: wholeNumber(1, 20).default(6),
  // Uploaded files go to DATA_DIR/uploads unless a bucket is named (any S3-compatible service).
  FILES_S3_BUCKET: optionalText,
  FILES_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  FILES_S3_REGION: optionalText,
  FILES_S3_ACCESS_KEY_ID: optionalText,
  FILES_S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * The association's PKCS#12 certificate (a file path) and its passphrase: when set, every invoice
   * and credit note PDF is digitally signed with it (decision 078).
   */
  DOCUMENT_SIGNING_P12_PATH: optionalText,
  DOCUMENT_SIGNING_P12_PASSPHRASE: z.string().optional(),
  /**
   * The Apple Wallet pass of the membership card (decision 102): the Pass Type ID, the team, the
   * Pass Type ID certificate and its RSA key (PEM files), and Apple's WWDR intermediate (PEM).
   */
  APPLE_PASS_TYPE_IDENTIFIER: optionalText,
  APPLE_TEAM_IDENTIFIER: optionalText,
  APPLE_PASS_CERTIFICATE_PATH: optionalText,
  APPLE_PASS_KEY_PATH: optionalText,
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERTIFICATE_PATH: optionalText,
  /** The Google Wallet link of the card: the issuer id and the service account's JSON key file. */
  GOOGLE_WALLET_ISSUER_ID: optionalText,
  GOOGLE_WALLET_SERVICE_ACCOUNT_PATH: optionalText,
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  WEB_DIST_DIR: optionalText,
  /** The bearer token GET /metrics asks for; in production, without one, /metrics is off. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
});

type ParsedEnv = z.output<typeof envObject>;

export const envSchema = envObject.superRefine((env, ctx) => {
  requireRazorpayKeys(env, ctx);
  requireIrpCredentials(env, ctx);
  requireS3Bucket(env, ctx);
  checkSellerState(env, ctx);
});

/** WhatsApp and SMS (config/messaging.ts): checked apart, their variables being many and alike. */
export const messagingEnvSchema = z.object(messagingEnvShape).superRefine((env, ctx) => {
  for (const { path, message } of messagingProblems(env as Record<string, string | undefined>)) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
});

/** Every environment variable the portal reads (the deployment docs list each one; a test checks). */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envObject.shape),
  ...Object.keys(messagingEnvShape),
];

const NIC_SETTINGS = [
  'EINVOICE_API_URL',
  'EINVOICE_CLIENT_ID',
  'EINVOICE_CLIENT_SECRET',
  'EINVOICE_USERNAME',
  'EINVOICE_PASSWORD',
  'EINVOICE_PUBLIC_KEY_PATH',
] as const;

function requireIrpCredentials(env: ParsedEnv, ctx: z.RefinementCtx): void {
  if (env.EINVOICE_PROVIDER !== 'nic') return;
  for (const key of NIC_SETTINGS) {
    if (!env[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'is required when EINVOICE_PROVIDER=nic',
      });
    }
  }
  if (!env.EINVOICE_GSTIN && !env.ASSOCIATION_GSTIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['EINVOICE_GSTIN'],
      message: 'is required when EINVOICE_PROVIDER=nic (or ASSOCIATION_GSTIN)',
    });
  }
}

function requireRazorpayKeys(env: ParsedEnv, ctx: z.RefinementCtx): void {
  if (env.PAYMENT_PROVIDER !== 'razorpay') return;
  for (const key of [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
  ] as const) {
    if (!env[key]) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'is required when PAYMENT_PROVIDER=razorpay',
      });
    }
  }
}

function requireS3Bucket(env: ParsedEnv, ctx: z.RefinementCtx): void {
  if (!env.FILES_S3_BUCKET) {
    for (const key of [
      'FILES_S3_ENDPOINT',
      'FILES_S3_REGION',
      'FILES_S3_ACCESS_KEY_ID',
      'FILES_S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'needs FILES_S3_BUCKET' });
      }
    }
  }
  // Without a key pair the SDK's default credential chain (instance role etc.) is used.
  if (!env.FILES_S3_ACCESS_KEY_ID !== !env.FILES_S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [env.FILES_S3_ACCESS_KEY_ID ? 'FILES_S3_SECRET_ACCESS_KEY' : 'FILES_S3_ACCESS_KEY_ID'],
      message: 'FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together',
    });
  }
}

/**
 * The seller's state decides CGST + SGST or IGST, and is printed with its GSTIN's code: the two
 * must be one state (ASSOCIATION_STATE defaults to the GSTIN's state).
 */
function checkSellerState(env: ParsedEnv, ctx: z.RefinementCtx): void {
  const gstin = env.ASSOCIATION_GSTIN ?? DEMO_ASSOCIATION.gstin;
  if (env.ASSOCIATION_STATE !== undefined) {
    const code = gstStateCode(env.ASSOCIATION_STATE);
    if (code === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSOCIATION_STATE'],
        message: 'must be a state or union territory as GST names it, e.g. Maharashtra',
      });
    } else if (code !== gstin.slice(0, 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSOCIATION_STATE'],
        message: `is not the state of ASSOCIATION_GSTIN ${gstin} (state code ${gstin.slice(0, 2)})`,
      });
    }
  } else if (gstStateName(gstin.slice(0, 2)) === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['ASSOCIATION_GSTIN'],
      message: 'must start with the GST code of a state or union territory',
    });
  }
}
