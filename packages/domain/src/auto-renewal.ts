// Auto-renewal by a recurring-payment mandate (decision 099): which methods fit a fee, the mandate's
// maximum, and when a cycle's notice and debit fall. Amounts are integer paise.
import { addHours, subDays } from 'date-fns';

export const MANDATE_METHOD_VALUES = ['upi', 'emandate', 'card'] as const;
export type MandateMethod = (typeof MANDATE_METHOD_VALUES)[number];

/** pending: registered, waiting for the member's authentication; cancelled and rejected are final. */
export const MANDATE_STATUS_VALUES = [
  'pending',
  'active',
  'paused',
  'cancelled',
  'rejected',
] as const;
export type MandateStatus = (typeof MANDATE_STATUS_VALUES)[number];
/** A mandate in one of these is the member's one live mandate. */
export const LIVE_MANDATE_STATUSES = ['pending', 'active', 'paused'] as const;

/**
 * One cycle's debit: noticed (the pre-debit notice went out), charging (asked of the provider),
 * paid, failed (a retry is due), lapsed (retries spent: ordinary reminders and a pay link),
 * held (documents to confirm, or a fee above the maximum: nothing is taken), cancelled.
 */
export const MANDATE_DEBIT_STATUS_VALUES = [
  'noticed',
  'charging',
  'paid',
  'failed',
  'lapsed',
  'held_documents',
  'held_reauthorise',
  'cancelled',
] as const;
export type MandateDebitStatus = (typeof MANDATE_DEBIT_STATUS_VALUES)[number];

/** A mandate's state in words, as staff and members read it. */
export const MANDATE_STATUS_LABELS: Record<MandateStatus, string> = {
  pending: 'Waiting for the member to authorise',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  rejected: 'Not authorised',
};

/** A debit's state in words. */
export const MANDATE_DEBIT_STATUS_LABELS: Record<MandateDebitStatus, string> = {
  noticed: 'Notice sent',
  charging: 'Being taken',
  paid: 'Paid',
  failed: 'Failed, to be retried',
  lapsed: 'Failed, reminders resumed',
  held_documents: 'Held: documents to confirm',
  held_reauthorise: 'Held: fee above the maximum',
  cancelled: 'Cancelled',
};

/** RBI e-mandate framework: debits above this need the member's authentication each time (cards, UPI). */
export const NO_AUTHENTICATION_LIMIT_PAISE = 1_500_000;
/** The pre-debit notice goes out at least this long before the debit. */
export const PRE_DEBIT_NOTICE_HOURS = 24;
/** Debits tried at most this many times in a cycle, a day apart, each after a fresh notice. */
export const MAX_DEBIT_ATTEMPTS = 3;
/** How many days before expiry the debit runs, when the association has not chosen. */
export const DEFAULT_DEBIT_DAYS_BEFORE = 7;
export const DEBIT_DAYS_BEFORE_MIN = 2;
export const DEBIT_DAYS_BEFORE_MAX = 60;
/** How long a mandate stays valid with the provider. */
export const MANDATE_VALIDITY_YEARS = 10;

export const MANDATE_METHOD_LABELS: Record<MandateMethod, string> = {
  upi: 'UPI AutoPay',
  emandate: 'e-mandate (netbanking, debit card or Aadhaar)',
  card: 'Card',
};

/**
 * The methods that renew a fee of `totalPaise` without the member approving each debit: UPI AutoPay
 * and card mandates only within the no-authentication limit; an e-mandate for any amount.
 */
export function mandateMethodsFor(totalPaise: number): MandateMethod[] {
  return totalPaise <= NO_AUTHENTICATION_LIMIT_PAISE ? ['upi', 'emandate', 'card'] : ['emandate'];
}

/** What the member authorises: the renewal total as it is now (a higher fee asks again). */
export function mandateMaximumPaise(totalPaise: number): number {
  return totalPaise;
}

/** The debit's date for a period ending `expiry`, never sooner than 24 h after the notice. */
export function debitDate(expiry: Date, daysBefore: number, noticeAt: Date): Date {
  const planned = subDays(expiry, daysBefore);
  const earliest = addHours(noticeAt, PRE_DEBIT_NOTICE_HOURS);
  return planned > earliest ? planned : earliest;
}

/** The notice goes out from two days before the planned debit (so it lands 24 h ahead or more). */
export function noticeOpensOn(expiry: Date, daysBefore: number): Date {
  return subDays(expiry, daysBefore + 2);
}
