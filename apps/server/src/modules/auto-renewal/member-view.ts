// What the member's home shows of auto-renewal (decision 099): whether it is offered to them, the
// methods that fit their renewal fee, the mandate (method, maximum, next debit date and amount) and
// its recent debits. The fee is computed here, on the server, as the checkout computes it.
import {
  MANDATE_METHOD_LABELS,
  debitDate,
  NO_AUTHENTICATION_LIMIT_PAISE,
  mandateMethodsFor,
} from '@portico/domain/auto-renewal';
import type {
  DebitView,
  MandateView,
  MemberAutoRenewal,
} from '@portico/domain/contracts/auto-renewal.contract';
import { isManualUpdateRequired } from '@portico/domain/constants';
import { feeBreakdown } from '@portico/domain/money';
import { findLatestPeriod } from '../payments';
import { findMember, type MemberRow } from '../records';
import { AUTO_RENEWAL_MESSAGES, mandateReference, type AutoRenewalDeps } from './auto-renewal-deps';
import { isOfferedTo, readAutoRenewalSettings } from './auto-renewal-settings';
import {
  findLiveMandate,
  listDebitsOfMandate,
  type DebitRow,
  type MandateRow,
} from './mandates.repository';

/** What the member's view reads: nothing of the provider, so the payments module can be given it. */
export type OfferDeps = Pick<AutoRenewalDeps, 'db' | 'catalog' | 'association' | 'now'>;

/** The renewal's total now (annual fee plus GST, rounded as the association rounds), or null. */
export async function renewalTotalPaise(
  deps: OfferDeps,
  member: MemberRow,
): Promise<number | null> {
  const [category, association] = await Promise.all([
    deps.catalog.currentCategory(member.categoryId),
    deps.association.current(),
  ]);
  if (!category) return null;
  return feeBreakdown({
    joiningFeePaise: 0,
    annualFeePaise: category.annualFeePaise,
    gstRateBasisPoints: association.gstRateBasisPoints,
    roundOff: association.roundOffTotals,
  }).total;
}

export function debitView(row: DebitRow): DebitView {
  return {
    id: row.id,
    period_ends_at: row.periodEndsAt.toISOString(),
    status: row.status,
    amount: row.amountPaise,
    debit_at: row.debitAt.toISOString(),
    attempts: row.attempts,
    failure_reason: row.failureReason,
  };
}

export function mandateView(
  mandate: MandateRow,
  nextDebit: MandateView['next_debit'] = null,
): MandateView {
  return {
    id: mandate.id,
    method: mandate.method,
    method_label: MANDATE_METHOD_LABELS[mandate.method],
    status: mandate.status,
    max_amount: mandate.maxAmountPaise,
    reference: mandateReference(mandate.id),
    created_at: mandate.createdAt.toISOString(),
    next_debit: nextDebit,
  };
}

const OPEN_DEBITS = new Set(['noticed', 'failed', 'charging']);

/**
 * The debit the mandate will take next: an open cycle's, else the coming expiry's at today's fee,
 * dated as the cycle would date it now. None where the cycle would hold it (documents to confirm, a
 * fee above the maximum) or would not open (auto-renewal no longer offered), so the member's home
 * never says a payment is coming that will not be taken.
 */
async function nextDebitOf(
  deps: OfferDeps,
  mandate: MandateRow,
  debits: DebitRow[],
  member: MemberRow,
  total: number | null,
): Promise<MandateView['next_debit']> {
  if (mandate.status !== 'active') return null;
  const open = debits.find((debit) => OPEN_DEBITS.has(debit.status));
  if (open) {
    return {
      date: open.debitAt.toISOString(),
      amount: open.amountPaise,
      period_ends_at: open.periodEndsAt.toISOString(),
    };
  }
  const latest = await findLatestPeriod(deps.db, member.id);
  if (!latest || total === null) return null;
  // A cycle already paid or held waits for the next expiry.
  if (debits.some((debit) => debit.periodEndsAt.getTime() === latest.endsAt.getTime())) return null;
  const settings = await readAutoRenewalSettings(deps.db);
  if (!settings.offered) return null;
  if (isManualUpdateRequired(member.manual) || total > mandate.maxAmountPaise) return null;
  return {
    date: debitDate(latest.endsAt, settings.debit_days_before, deps.now()).toISOString(),
    amount: total,
    period_ends_at: latest.endsAt.toISOString(),
  };
}

export async function memberAutoRenewal(
  deps: OfferDeps,
  member: MemberRow,
): Promise<MemberAutoRenewal> {
  const [settings, total, mandate, latest] = await Promise.all([
    readAutoRenewalSettings(deps.db),
    renewalTotalPaise(deps, member),
    findLiveMandate(deps.db, member.id),
    findLatestPeriod(deps.db, member.id),
  ]);
  const offered = isOfferedTo(settings, member.categoryId);
  const unavailable = !offered
    ? AUTO_RENEWAL_MESSAGES.notOffered
    : !latest || total === null
      ? AUTO_RENEWAL_MESSAGES.noMembership
      : member.applicationId === null
        ? AUTO_RENEWAL_MESSAGES.noApplication
        : null;
  const debits = mandate ? (await listDebitsOfMandate(deps.db, mandate.id)).slice(0, 5) : [];
  return {
    offered,
    unavailable_reason: unavailable,
    methods:
      unavailable || total === null
        ? []
        : mandateMethodsFor(total).map((method) => ({
            method,
            label: MANDATE_METHOD_LABELS[method],
          })),
    renewal_amount: total,
    no_authentication_limit: NO_AUTHENTICATION_LIMIT_PAISE,
    mandate: mandate
      ? mandateView(mandate, await nextDebitOf(deps, mandate, debits, member, total))
      : null,
    debits: debits.map(debitView),
  };
}

/**
 * Whether the member may turn auto-renewal on now: offered to their category, nothing in the way and
 * no mandate yet (the payment outcome's "Turn on auto-renewal", decision 115).
 */
export async function autoRenewalOfferedTo(deps: OfferDeps, memberId: number): Promise<boolean> {
  const member = await findMember(deps.db, memberId);
  if (!member) return false;
  const view = await memberAutoRenewal(deps, member);
  return view.offered && view.unavailable_reason === null && view.mandate === null;
}
