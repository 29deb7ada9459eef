// The configuration the server runs with, as loadConfig() answers it.
import type { DocumentSigningConfig } from './document-signing';
import type { WalletConfig } from './wallet-passes';
import type { MessagingConfig } from './messaging';
import { DEFAULT_GST_RATE_BASIS_POINTS } from '@portico/domain/constants';
import type { TrustProxy } from './trust-proxy';
import { withChangelogEntry } from './required-since';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type PaymentConfig =
  | { provider: 'sandbox' }
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string };

/**
 * The Invoice Registration Portal (decision 086): the in-process sandbox, or NIC's e-invoice API
 * (or a GSP passing it through) with the API user's credentials, issued for one GSTIN.
 */
export type EInvoiceConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'nic';
      baseUrl: string;
      gstin: string;
      clientId: string;
      clientSecret: string;
      username: string;
      password: string;
      /** The IRP's public key (PEM file) that encrypts the login. */
      publicKeyPath: string;
    };

/** The seller as tax invoices name it. */
export type AssociationConfig = {
  name: string;
  /** A shorter name for narrow places (null: not set, the name is used). Set in the back office. */
  shortName: string | null;
  address: string;
  gstin: string;
  /** The state of registration; supplies inside it carry CGST + SGST, others IGST. */
  state: string;
  invoicePrefix: string;
  memberNumberPrefix: string;
  sacCode: string;
  /**
   * The GST rate charged on orders made now, basis points (1800 = 18%). Set in the back office; the
   * configuration's default is 18%. An order stores the rate it was charged at.
   */
  gstRateBasisPoints: number;
  /** Round checkout totals to the rupee, printed as a "Round off" line (Settings; default off). */
  roundOffTotals: boolean;
  /** The contact the outcome pages give (null: not configured, the page names only the association). */
  email: string | null;
  phone: string | null;
  /** The logo uploaded in the back office (never from the environment); null: none. */
  logo: StoredLogo | null;
  /**
   * Who signs the tax documents (Rule 46(q)), printed above "Authorised Signatory"; set in the back
   * office, null: a blank line to sign on.
   */
  signatoryName: string | null;
  signatoryDesignation: string | null;
  /** The seller's city and PIN code, which e-invoices need (decision 085); null: not given. */
  city: string | null;
  pin: string | null;
  /** B2B invoices and credit notes are reported to the IRP for an IRN (decision 086). */
  eInvoicing: boolean;
};

export type { DocumentSigningConfig } from './document-signing';
export type { ApplePassConfig, GoogleWalletConfig, WalletConfig } from './wallet-passes';

export type StoredLogo = { key: string; contentType: 'image/png' | 'image/jpeg' };

/** Development defaults: a demo association in Maharashtra (GSTIN state code 27). */
export const DEMO_ASSOCIATION: AssociationConfig = {
  name: 'Association of Event & Entertainment Businesses',
  shortName: null,
  address: 'Office 12, Demo House, Andheri East, Mumbai 400069, Maharashtra',
  gstin: '27AAAAA0000A1Z2',
  state: 'Maharashtra',
  invoicePrefix: 'PT',
  memberNumberPrefix: 'PM-',
  sacCode: '999511',
  gstRateBasisPoints: DEFAULT_GST_RATE_BASIS_POINTS,
  roundOffTotals: false,
  email: 'membership@example.com',
  phone: '+91 22 4000 0000',
  logo: null,
  signatoryName: null,
  signatoryDesignation: null,
  city: 'Mumbai',
  pin: '400069',
  eInvoicing: false,
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
  /** WhatsApp Cloud API and the SMS gateway with its DLT registration (issue #16). */
  messaging: Readonly<MessagingConfig>;
  mailFrom: string;
  /** Codes one client IP may request per hour. */
  otpResendAfterSeconds: number;
  otpSendsPerAddressPerHour: number;
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
  eInvoice: Readonly<EInvoiceConfig>;
  association: Readonly<AssociationConfig>;
  /** Between two runs of the scheduled jobs. */
  jobIntervalMs: number;
  /** Tries of one message before the outbox marks it failed. */
  outboxMaxAttempts: number;
  /** Where uploads are stored: DATA_DIR/uploads ('disk') or an S3 bucket. */
  files: Readonly<FilesConfig>;
  /** The certificate invoices and credit notes are signed with; null: they are not signed. */
  documentSigning: DocumentSigningConfig | null;
  /** The Apple and Google Wallet passes of the membership card; null: not offered (decision 102). */
  wallets: Readonly<WalletConfig>;
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
    // A setting a release began to require names that release's changelog entry (decision 063).
    const lines = problems.map((problem) => `  - ${withChangelogEntry(problem)}`);
    super(`Invalid configuration:\n${lines.join('\n')}`);
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
