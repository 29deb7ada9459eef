import type { IrpProvider } from '../adapters/einvoice/irp-provider';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { FileStore } from '../adapters/files/file-store';
import type { MailSender } from '../adapters/messaging/mail-sender';
import type { Timers } from '../adapters/messaging/outbox-retry-timer';
import type { TransportRegistry } from '../adapters/messaging/registry';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { PassPusher } from '../adapters/wallet-push/pass-pusher';
import type { SmsSender } from '../adapters/messaging/sms-sender';
import type { Config } from '../config';
import type { Database, DriverName } from '../db/client';
import type { ApplicationFaults } from '../modules/applications';

export type AppDeps = {
  config: Config;
  db: Database;
  /** Defaults to what the configuration selects (DATABASE_URL → postgres). */
  driver?: DriverName;
  logger?: FastifyBaseLogger;
  /** Default: DATA_DIR/uploads or the configured S3 bucket. */
  files?: FileStore;
  /** Default: built from the configuration (tests pass failing or recording senders). */
  mail?: MailSender;
  sms?: SmsSender;
  /** Transports over those the configuration selects (tests pass failing or recording ones). */
  transports?: TransportRegistry;
  /** The outbox's retry timer (default: setTimeout); tests fire it on their own clock. */
  timers?: Timers;
  /** The clock of time-based rules (one-time codes); tests move it. */
  now?: () => Date;
  /** Test-only failure points inside application saves (decision 009). */
  applicationFaults?: ApplicationFaults;
  /** Default: what PAYMENT_PROVIDER selects (the sandbox). */
  paymentProvider?: PaymentProvider;
  /** Default: the in-process sandbox IRP (tests pass the NIC client against a stand-in). */
  irpProvider?: IrpProvider;
  /** Default: APNs in production, a local stand-in in development; null sends no pushes. */
  passPusher?: PassPusher | null;
};

/** A route as registered: one per method (HEAD left out), with its schemas. */
export type RegisteredRoute = { method: string; url: string; schema: RouteOptions['schema'] };

/** What every wiring step reads: the dependencies with their defaults filled in. */
export type Wiring = {
  deps: AppDeps;
  config: Config;
  db: Database;
  driver: DriverName;
  now: () => Date;
};
