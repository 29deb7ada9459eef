// The only reader of process.env on the server (lint enforces it). Parsed once at start,
// failing fast with every bad variable listed, so a misconfigured deployment never half-starts.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gstStateName } from '@portico/domain/gst-states';
import { resolveAppSecret } from './config/app-secret';
import { loadDocumentSigning } from './config/document-signing';
import { envSchema, messagingEnvSchema } from './config/env-schema';
import { messagingConfig } from './config/messaging';
import { loadWalletPasses } from './config/wallet-passes';
import {
  ConfigError,
  DEMO_ASSOCIATION,
  type AssociationConfig,
  type Config,
  type Env,
  type FilesConfig,
  type LoadOptions,
  type LogLevel,
  type EInvoiceConfig,
  type PaymentConfig,
} from './config/types';
import { productionRefusals } from './production/refusals';

export { APP_SECRET_FILE } from './config/app-secret';
export { APP_SECRET_MIN_LENGTH, CONFIG_VARIABLES } from './config/env-schema';
export { parseTrustProxy, type TrustProxy } from './config/trust-proxy';
export * from './config/types';

type ParsedEnv = ReturnType<typeof envSchema.parse> & {
  messaging: Env;
  documentSigning: Config['documentSigning'];
  wallets: Config['wallets'];
};

export function loadConfig(env: Env = process.env, options: LoadOptions = {}): Config {
  const e = parseEnv(env, options);
  const dataDir = resolve(process.cwd(), e.DATA_DIR);
  const secret = resolveAppSecret(e.APP_SECRET, e.NODE_ENV, dataDir);
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
    messaging: Object.freeze(
      messagingConfig({ ...e.messaging, SMS_GATEWAY_URL: e.SMS_GATEWAY_URL }),
    ),
    // Mail goes out under the association's name, never the product's (issue #27).
    mailFrom:
      e.MAIL_FROM ??
      `"${associationConfig(e).name.replace(/["\\]/g, '')}" <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    otpCodeLength: e.OTP_CODE_LENGTH,
    otpResendAfterSeconds: e.OTP_RESEND_AFTER_SECONDS,
    otpSendsPerAddressPerHour: e.OTP_SENDS_PER_ADDRESS_PER_HOUR,
    otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
    otpFailedChecksPerIpPerHour: e.OTP_FAILED_CHECKS_PER_IP_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    governingBodyQuorum: e.GOVERNING_BODY_QUORUM,
    referenceLinkDays: e.REFERENCE_LINK_DAYS,
    paymentLinkDays: e.PAYMENT_LINK_DAYS,
    staffListTotalsCacheMs:
      (e.STAFF_LIST_TOTALS_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    payment: Object.freeze(paymentConfig(e)),
    eInvoice: Object.freeze(eInvoiceConfig(e)),
    association: Object.freeze(associationConfig(e)),
    jobIntervalMs: e.JOB_INTERVAL_SECONDS * 1000,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    files: Object.freeze(filesConfig(e)),
    documentSigning: e.documentSigning,
    wallets: Object.freeze(e.wallets),
    logLevel: e.LOG_LEVEL ?? defaultLogLevel(e.NODE_ENV),
    metricsToken: e.METRICS_TOKEN,
    webDistDir: e.WEB_DIST_DIR ? resolve(process.cwd(), e.WEB_DIST_DIR) : defaultWebDistDir(),
    migrationsDir: locateMigrationsDir(),
  });
}

/** The variables checked; malformed ones and production's refusals are reported together. */
function parseEnv(env: Env, options: LoadOptions): ParsedEnv {
  // An empty variable (common in .env files and CI matrices) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const messaging = messagingEnvSchema.safeParse(present);
  // Malformed variables and production's refusals are reported together, so one run lists them all.
  const problems = [parsed, messaging].flatMap((result) =>
    result.success
      ? []
      : result.error.issues.map(
          (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
        ),
  );
  if (present.NODE_ENV === 'production' && options.refuseUnsafeProduction !== false) {
    problems.push(...productionRefusals(present));
  }
  // A certificate set but unusable is refused in every environment: never silently unsigned.
  const signing = loadDocumentSigning(
    present.DOCUMENT_SIGNING_P12_PATH?.trim(),
    env.DOCUMENT_SIGNING_P12_PASSPHRASE,
  );
  problems.push(...signing.problems);
  const wallets = loadWalletPasses(present);
  problems.push(...wallets.problems);
  if (problems.length > 0 || !parsed.success || !messaging.success) {
    throw new ConfigError(problems);
  }
  return {
    ...parsed.data,
    messaging: messaging.data as Env,
    documentSigning: signing.signing,
    wallets: wallets.wallets,
  };
}

function eInvoiceConfig(e: ParsedEnv): EInvoiceConfig {
  if (e.EINVOICE_PROVIDER !== 'nic') return { provider: 'sandbox' };
  // Presence checked by the schema.
  return {
    provider: 'nic',
    baseUrl: e.EINVOICE_API_URL ?? '',
    gstin: e.EINVOICE_GSTIN ?? e.ASSOCIATION_GSTIN ?? '',
    clientId: e.EINVOICE_CLIENT_ID ?? '',
    clientSecret: e.EINVOICE_CLIENT_SECRET ?? '',
    username: e.EINVOICE_USERNAME ?? '',
    password: e.EINVOICE_PASSWORD ?? '',
    publicKeyPath: e.EINVOICE_PUBLIC_KEY_PATH ?? '',
  };
}

function paymentConfig(e: ParsedEnv): PaymentConfig {
  return e.PAYMENT_PROVIDER === 'razorpay'
    ? {
        provider: 'razorpay',
        // Presence checked by the schema.
        keyId: e.RAZORPAY_KEY_ID ?? '',
        keySecret: e.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      }
    : { provider: 'sandbox' };
}

function filesConfig(e: ParsedEnv): FilesConfig {
  if (!e.FILES_S3_BUCKET) return { driver: 'disk' };
  return {
    driver: 's3',
    bucket: e.FILES_S3_BUCKET,
    endpoint: e.FILES_S3_ENDPOINT,
    region: e.FILES_S3_REGION ?? 'us-east-1',
    credentials:
      e.FILES_S3_ACCESS_KEY_ID && e.FILES_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.FILES_S3_ACCESS_KEY_ID, secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function associationConfig(e: ParsedEnv): AssociationConfig {
  return {
    name: e.ASSOCIATION_NAME ?? DEMO_ASSOCIATION.name,
    shortName: DEMO_ASSOCIATION.shortName,
    address: e.ASSOCIATION_ADDRESS ?? DEMO_ASSOCIATION.address,
    gstin: e.ASSOCIATION_GSTIN ?? DEMO_ASSOCIATION.gstin,
    state:
      e.ASSOCIATION_STATE ??
      (e.ASSOCIATION_GSTIN ? gstStateName(e.ASSOCIATION_GSTIN.slice(0, 2)) : null) ??
      DEMO_ASSOCIATION.state,
    invoicePrefix: e.INVOICE_PREFIX ?? DEMO_ASSOCIATION.invoicePrefix,
    memberNumberPrefix: e.MEMBER_NUMBER_PREFIX ?? DEMO_ASSOCIATION.memberNumberPrefix,
    sacCode: e.SAC_CODE ?? DEMO_ASSOCIATION.sacCode,
    gstRateBasisPoints: DEMO_ASSOCIATION.gstRateBasisPoints,
    roundOffTotals: false,
    // Production never shows the demo contact: unset there means none.
    email: e.ASSOCIATION_EMAIL ?? (e.NODE_ENV === 'production' ? null : DEMO_ASSOCIATION.email),
    phone: e.ASSOCIATION_PHONE ?? (e.NODE_ENV === 'production' ? null : DEMO_ASSOCIATION.phone),
    logo: null,
    signatoryName: null,
    signatoryDesignation: null,
    // The demo's only when the address is the demo's: an operator's address has no city yet.
    city: e.ASSOCIATION_ADDRESS ? null : DEMO_ASSOCIATION.city,
    pin: e.ASSOCIATION_ADDRESS ? null : DEMO_ASSOCIATION.pin,
    eInvoicing: false,
  };
}

/** What a program the server runs (pg_dump, pg_restore) is given: this process's environment and `extra`. */
export function childProcessEnvironment(extra: Env): Env {
  return { ...process.env, ...extra };
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
