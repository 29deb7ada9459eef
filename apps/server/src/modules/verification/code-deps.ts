// What the code service is given, and the same with every default settled (what its operations take).
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { SmsSender } from '../../adapters/messaging/sms-sender';
import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../jobs';
import type { CodeSettingsSource } from '../settings';
import { CODE_RULES, type CodeChannel, type CodePurpose } from './code-rules';

export type CodeServiceDeps = {
  db: Database;
  /** Keys the stored code hashes. */
  appSecret: string;
  /**
   * The admin's settings as a code reads them when it is sent or checked: its digits, the wording of
   * its message and the association the email shows.
   */
  settings: CodeSettingsSource;
  /** Overrides CODE_RULES.resendAfterSeconds (configuration). */
  resendAfterSeconds?: number;
  /** Overrides CODE_RULES.sendsPerAddressPerHour (configuration). */
  sendsPerAddressPerHour?: number;
  /** Overrides CODE_RULES.sendsPerIpPerHour (configuration). */
  sendsPerIpPerHour?: number;
  /** Overrides CODE_RULES.failedChecksPerIpPerHour (configuration). */
  failedChecksPerIpPerHour?: number;
  mail: MailSender;
  sms: SmsSender;
  /**
   * WhatsApp carries codes to mobile numbers (the number an applicant verifies is their WhatsApp
   * number; a member's is the one they applied with), SMS being the fallback (decision 041).
   */
  whatsappConfigured?: boolean;
  now?: () => Date;
  /** Told about delivery failures (never given a code). */
  logger?: { error(details: object, message: string): void };
  /**
   * When given, issue() hands the code to the transport here and answers without waiting for it: a
   * delivery failure is logged and the code deleted (the person may ask again), never a 503. For
   * the member login, whose answer must not tell a known address from an unknown one (decision 014).
   */
  background?: BackgroundTasks;
  /**
   * Told whether each code reached the transport (metrics). Login codes to unknown addresses count as
   * delivered: the sender drops them on purpose (decision 014).
   */
  onDelivery?: (channel: CodeChannel, purpose: CodePurpose, delivered: boolean) => void;
};

export type CodeContext = Omit<
  CodeServiceDeps,
  | 'now'
  | 'resendAfterSeconds'
  | 'sendsPerAddressPerHour'
  | 'sendsPerIpPerHour'
  | 'failedChecksPerIpPerHour'
> & {
  now: () => Date;
  resendAfterSeconds: number;
  sendsPerAddressPerHour: number;
  sendsPerIpPerHour: number;
  failedChecksPerIpPerHour: number;
};

export function codeContext(deps: CodeServiceDeps): CodeContext {
  return {
    ...deps,
    resendAfterSeconds: deps.resendAfterSeconds ?? CODE_RULES.resendAfterSeconds,
    sendsPerAddressPerHour: deps.sendsPerAddressPerHour ?? CODE_RULES.sendsPerAddressPerHour,
    sendsPerIpPerHour: deps.sendsPerIpPerHour ?? CODE_RULES.sendsPerIpPerHour,
    failedChecksPerIpPerHour: deps.failedChecksPerIpPerHour ?? CODE_RULES.failedChecksPerIpPerHour,
    now: deps.now ?? (() => new Date()),
  };
}
