// The only reader of process.env on the server (lint enforces it). Parsed once at start, failing fast
// with every bad variable listed, so a misconfigured deployment never half-starts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  OTP_CODE_LENGTH,
  OTP_CODE_LENGTH_MAX,
  OTP_CODE_LENGTH_MIN,
} from '@portico/domain/constants';
import { gstStateCode, gstStateName } from '@portico/domain/gst-states';
import { productionRefusals, SECRET_HINT } from './production/refusals';

export const APP_SECRET_MIN_LENGTH = 32;
export const APP_SECRET_FILE = 'app-secret';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalText = z.string().trim().min(1).optional();
const optionalUrl = z.url({ error: 'must be a URL' }).optional();
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/**
 * Which proxies in front of the server may name the client (X-Forwarded-For), as Fastify's
 * `trustProxy` takes it: false (none: the connection's address is the client), true (whatever
 * connects: only when nothing but the proxy can reach the server), or the proxies' addresses and
 * CIDR ranges (also proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = boolean | readonly string[];

const TRUST_PROXY_MESSAGE =
  "must be 'true', 'false' or a comma-separated list of IP addresses and CIDR ranges";
// Fastify 5 ignores a hop count (it cannot tell a proxy from a client that sends the header itself).
const TRUST_PROXY_HOPS_MESSAGE =
  "a hop count cannot tell the proxy from a client that sends X-Forwarded-For itself; list the proxies' addresses or CIDR ranges instead";
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix (CIDR) or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's text as Fastify's trustProxy, or the reason it is refused. */
export function parseTrustProxy(text: string): { value: TrustProxy } | { error: string } {
  const value = text.trim();
  if (value === '' || value.toLowerCase() === 'false') return { value: false };
  if (value.toLowerCase() === 'true') return { value: true };
  if (/^\d+$/.test(value)) return { error: TRUST_PROXY_HOPS_MESSAGE };
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress)
    ? { value: Object.freeze(entries) }
    : { error: TRUST_PROXY_MESSAGE };
}

const envSchema = z
  .object({
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
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    SMS_GATEWAY_URL: optionalUrl,
    /** The From of outgoing mail, e.g. 'Portico <no-reply@example.org>'. */
    MAIL_FROM: optionalText,
    OTP_CODE_LENGTH: wholeNumber(OTP_CODE_LENGTH_MIN, OTP_CODE_LENGTH_MAX).default(OTP_CODE_LENGTH),
    /** Codes one client IP may request per hour. */
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
    // Uploaded files go to DATA_DIR/uploads unless a bucket is named (any S3-compatible service).
    FILES_S3_BUCKET: optionalText,
    FILES_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    FILES_S3_REGION: optionalText,
    FILES_S3_ACCESS_KEY_ID: optionalText,
    FILES_S3_SECRET_ACCESS_KEY: optionalText,
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    WEB_DIST_DIR: optionalText,
    /** The bearer token GET /metrics asks for; in production, without one, /metrics is off. */
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'razorpay') {
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
    // The seller's state decides CGST + SGST or IGST, and is printed with its GSTIN's code: the two
    // must be one state (ASSOCIATION_STATE defaults to the GSTIN's state).
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
    // Without a key pair the SDK's default credential chain (instance role etc.) is used.
    if (!env.FILES_S3_ACCESS_KEY_ID !== !env.FILES_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [
          env.FILES_S3_ACCESS_KEY_ID ? 'FILES_S3_SECRET_ACCESS_KEY' : 'FILES_S3_ACCESS_KEY_ID',
        ],
        message: 'FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

/** Every environment variable the portal reads (the deployment docs list each one; a test checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type PaymentConfig =
  | { provider: 'sandbox' }
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string };

/** The seller as tax invoices name it. */
export type AssociationConfig = {
  name: string;
  address: string;
  gstin: string;
  /** The state of registration; supplies inside it carry CGST + SGST, others IGST. */
  state: string;
  invoicePrefix: string;
  memberNumberPrefix: string;
  sacCode: string;
};

/** Development defaults: a demo association in Maharashtra (GSTIN state code 27). */
export const DEMO_ASSOCIATION: AssociationConfig = {
  name: 'Association of Event & Entertainment Businesses',
  address: 'Office 12, Demo House, Andheri East, Mumbai 400069, Maharashtra',
  gstin: '27AAAAA0000A1Z5',
  state: 'Maharashtra',
  invoicePrefix: 'PT',
  memberNumberPrefix: 'PM-',
  sacCode: '999511',
};

export type FilesConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      bucket: string;
      /** Unset for AWS itself; set for MinIO, R2 and the like (then path-style addressing). */
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type Config = Readonly<{
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: the connection pool's size. */
  databasePoolSize: number;
  /** Where per-IP request limits count: this Redis, else PostgreSQL (memory on PGlite). */
  redisUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  appSecret: string;
  appSecretSource: 'env' | 'file' | 'ephemeral';
  smtpUrl: string | undefined;
  smsGatewayUrl: string | undefined;
  mailFrom: string;
  /** Codes one client IP may request per hour. */
  otpSendsPerIpPerHour: number;
  /** Failed code checks one client IP may make per hour. */
  otpFailedChecksPerIpPerHour: number;
  /** Fastify's trustProxy: whose X-Forwarded-For decides request.ip. */
  trustProxy: TrustProxy;
  /** Digits in a one-time code; the send calls answer it as code_length for the client's boxes. */
  otpCodeLength: number;
  /** Distinct governing-body members whose approval completes that stage. */
  governingBodyQuorum: number;
  /** How long the emailed reference (proposer) links work. */
  referenceLinkDays: number;
  /** How long the payment link emailed after the last approval opens the checkout. */
  paymentLinkDays: number;
  /** How long back-office list totals are reused; 0 in tests, so every total is fresh. */
  staffListTotalsCacheMs: number;
  payment: Readonly<PaymentConfig>;
  association: Readonly<AssociationConfig>;
  /** Between two runs of the scheduled jobs. */
  jobIntervalMs: number;
  /** Where uploads are stored: DATA_DIR/uploads ('disk') or an S3 bucket. */
  files: Readonly<FilesConfig>;
  logLevel: LogLevel;
  /** GET /metrics needs `Authorization: Bearer <this>` when set (decision 026). */
  metricsToken: string | undefined;
  /** Absolute; may not exist (the web app is not built). */
  webDistDir: string;
  /** Absolute folder of the generated SQL migrations. */
  migrationsDir: string;
}>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

export type LoadOptions = {
  /**
   * Default true: NODE_ENV=production refuses the sandbox, no SMTP, the demo seller and the rest of
   * productionRefusals(). Only the benchmarks turn it off, to measure production code on the sandbox.
   */
  refuseUnsafeProduction?: boolean;
};

export function loadConfig(env: Env = process.env, options: LoadOptions = {}): Config {
  // An empty variable (common in .env files and CI matrices) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  // Malformed variables and production's refusals are reported together, so one run lists them all.
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      );
  if (present.NODE_ENV === 'production' && options.refuseUnsafeProduction !== false) {
    problems.push(...productionRefusals(present));
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  const secret = resolveAppSecret(e.APP_SECRET, e.NODE_ENV, dataDir);

  const payment: PaymentConfig =
    e.PAYMENT_PROVIDER === 'razorpay'
      ? {
          provider: 'razorpay',
          // Presence checked by superRefine above.
          keyId: e.RAZORPAY_KEY_ID ?? '',
          keySecret: e.RAZORPAY_KEY_SECRET ?? '',
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
        }
      : { provider: 'sandbox' };

  const files: FilesConfig = e.FILES_S3_BUCKET
    ? {
        driver: 's3',
        bucket: e.FILES_S3_BUCKET,
        endpoint: e.FILES_S3_ENDPOINT,
        region: e.FILES_S3_REGION ?? 'us-east-1',
        credentials:
          e.FILES_S3_ACCESS_KEY_ID && e.FILES_S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
                secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
              }
            : undefined,
      }
    : { driver: 'disk' };

  return Object.freeze({
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appSecret: secret.value,
    appSecretSource: secret.source,
    smtpUrl: e.SMTP_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    mailFrom:
      e.MAIL_FROM ?? `Portico <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    otpCodeLength: e.OTP_CODE_LENGTH,
    otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
    otpFailedChecksPerIpPerHour: e.OTP_FAILED_CHECKS_PER_IP_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    governingBodyQuorum: e.GOVERNING_BODY_QUORUM,
    referenceLinkDays: e.REFERENCE_LINK_DAYS,
    paymentLinkDays: e.PAYMENT_LINK_DAYS,
    staffListTotalsCacheMs:
      (e.STAFF_LIST_TOTALS_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    payment: Object.freeze(payment),
    association: Object.freeze({
      name: e.ASSOCIATION_NAME ?? DEMO_ASSOCIATION.name,
      address: e.ASSOCIATION_ADDRESS ?? DEMO_ASSOCIATION.address,
      gstin: e.ASSOCIATION_GSTIN ?? DEMO_ASSOCIATION.gstin,
      state:
        e.ASSOCIATION_STATE ??
        (e.ASSOCIATION_GSTIN ? gstStateName(e.ASSOCIATION_GSTIN.slice(0, 2)) : null) ??
        DEMO_ASSOCIATION.state,
      invoicePrefix: e.INVOICE_PREFIX ?? DEMO_ASSOCIATION.invoicePrefix,
      memberNumberPrefix: e.MEMBER_NUMBER_PREFIX ?? DEMO_ASSOCIATION.memberNumberPrefix,
      sacCode: e.SAC_CODE ?? DEMO_ASSOCIATION.sacCode,
    }),
    jobIntervalMs: e.JOB_INTERVAL_SECONDS * 1000,
    files: Object.freeze(files),
    logLevel: e.LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
    metricsToken: e.METRICS_TOKEN,
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : defaultWebDistDir(),
    migrationsDir: locateMigrationsDir(),
  });
}

/** NODE_ENV says production (the operator's commands refuse demo data there). */
export function isProductionEnvironment(env: Env = process.env): boolean {
  return env.NODE_ENV?.trim() === 'production';
}

/**
 * Everything production would refuse in this environment, whatever NODE_ENV says (`check-config`),
 * plus NODE_ENV itself when it is not production. Empty: a production start would go ahead.
 */
export function productionConfigProblems(env: Env = process.env): string[] {
  const problems = isProductionEnvironment(env)
    ? []
    : [
        `NODE_ENV: is ${env.NODE_ENV?.trim() || 'unset'}, not production; the server runs in production (no dev outbox, no demo data) only with NODE_ENV=production`,
      ];
  try {
    loadConfig({ ...env, NODE_ENV: 'production' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  return problems;
}

function defaultLogLevel(env: Config['env']): LogLevel {
  if (env === 'test') return 'silent';
  return 'info';
}

/**
 * Development keeps one generated secret in DATA_DIR so tokens and emailed links survive restarts;
 * tests get a throwaway one; production must be given one (see productionRefusals).
 */
function resolveAppSecret(
  fromEnv: string | undefined,
  nodeEnv: Config['env'],
  dataDir: string,
): { value: string; source: Config['appSecretSource'] } {
  if (fromEnv) return { value: fromEnv, source: 'env' };
  // Normally refused with the other production problems; this guards refuseUnsafeProduction: false.
  if (nodeEnv === 'production') {
    throw new ConfigError([`APP_SECRET: is required in production, ${SECRET_HINT}`]);
  }
  if (nodeEnv === 'test') return { value: randomBytes(32).toString('hex'), source: 'ephemeral' };

  const file = join(dataDir, APP_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= APP_SECRET_MIN_LENGTH) return { value: stored, source: 'file' };
    throw new ConfigError([
      `APP_SECRET: the stored secret in ${file} is too short; delete the file`,
    ]);
  }
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('hex');
  try {
    // 'wx': if another process created it a moment ago, keep theirs.
    writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return { value: generated, source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { value: readFileSync(file, 'utf8').trim(), source: 'file' };
  }
}

// src/config.ts and the bundle dist/main.js both sit one folder below apps/server, so the same
// relative paths work from source (tsx, tests) and from the build.
const here = dirname(fileURLToPath(import.meta.url));

function defaultWebDistDir(): string {
  return resolve(here, '../../web/dist');
}

function locateMigrationsDir(): string {
  const candidates = [resolve(here, '../drizzle'), resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  return found ?? candidates[0]!;
}
