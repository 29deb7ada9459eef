// The cycle's first step (decision 099): for each active mandate whose membership ends within the
// debit's days plus two, its debit row is made once (one per mandate and period end) and the
// pre-debit notice sent: by email and text, naming the amount the checkout computes now, the date
// (at least 24 hours on), the mandate's reference and a one-tap cancel. A member whose documents
// await confirmation is asked first and not debited; a fee above the mandate's maximum asks the
// member to authorise again. The notice is recorded as sent only once handed over, so a debit never
// runs on a notice that did not go out.
import { addDays, subDays, subMinutes } from 'date-fns';
import { debitDate } from '@portico/domain/auto-renewal';
import { isManualUpdateRequired } from '@portico/domain/constants';
import type { Principal } from '../auth';
import { findMember, type MemberRow } from '../records';
import type { AutoRenewalDeps } from './auto-renewal-deps';
import { readAutoRenewalSettings } from './auto-renewal-settings';
import { holdDebit } from './cycle-hold';
import {
  commonValues,
  indiaDate,
  mandateCancelUrl,
  rupees,
  sendMandateEmail,
  sendNoticeText,
} from './mandate-messages';
import {
  findActiveMandatesEndingBefore,
  findDebit,
  findDebitsIn,
  findMandate,
  insertDebit,
  moveDebit,
  recordMandateEvent,
  type DebitRow,
  type MandateRow,
} from './mandates.repository';

/** The renewal's total as the checkout would charge it now, or null when it cannot be paid. */
export async function checkoutTotal(deps: AutoRenewalDeps, member: MemberRow) {
  if (member.applicationId === null) return null;
  const principal: Principal = {
    kind: 'member',
    memberId: member.id,
    userId: member.applicationId,
  };
  try {
    const payable = await deps.checkout.resolve(principal, 'renew', member.applicationId);
    return payable.ok ? payable.fees.total : null;
  } catch {
    return null;
  }
}

/** Sends the notice of a debit whose notice is not out yet, and records it sent. */
export async function sendNotice(
  deps: AutoRenewalDeps,
  debit: DebitRow,
  mandate: MandateRow,
  member: MemberRow,
): Promise<void> {
  const link = await mandateCancelUrl(deps, mandate);
  const values = {
    ...commonValues(member, mandate),
    amount: rupees(debit.amountPaise),
    debit_on: indiaDate(debit.debitAt),
  };
  await sendMandateEmail(deps, member, 'auto_renewal_notice', { ...values, cancel_url: link });
  await sendNoticeText(deps, member, { ...values, link });
  const at = deps.now();
  await moveDebit(deps.db, debit.id, ['noticed'], { status: 'noticed', noticeSentAt: at }, at);
  await recordMandateEvent(deps.db, mandate.id, 'notice_sent', at, {
    amount: debit.amountPaise,
    debit_at: debit.debitAt.toISOString(),
  });
}

async function openCycle(
  deps: AutoRenewalDeps,
  candidate: { mandateId: number; memberId: number; expiry: Date },
  daysBefore: number,
) {
  if (await findDebit(deps.db, candidate.mandateId, candidate.expiry)) return false;
  const [mandate, member] = await Promise.all([
    findMandate(deps.db, candidate.mandateId),
    findMember(deps.db, candidate.memberId),
  ]);
  if (!mandate || !member || mandate.status !== 'active') return false;
  const at = deps.now();
  const total = await checkoutTotal(deps, member);
  const documents = isManualUpdateRequired(member.manual);
  if (total === null && !documents) return false;
  const debit = await insertDebit(deps.db, {
    mandateId: mandate.id,
    memberId: member.id,
    periodEndsAt: candidate.expiry,
    status: 'noticed',
    amountPaise: total ?? 0,
    debitAt: debitDate(candidate.expiry, daysBefore, at),
    createdAt: at,
    updatedAt: at,
  });
  // Another run made it first.
  if (!debit) return false;
  if (documents) return holdDebit(deps, debit, mandate, member, 'held_documents');
  if (debit.amountPaise > mandate.maxAmountPaise) {
    return holdDebit(deps, debit, mandate, member, 'held_reauthorise');
  }
  await sendNotice(deps, debit, mandate, member);
  return true;
}

/** Notices whose sending did not finish (a crash, a failed hand-over): sent now, dated afresh. */
async function resendUnsent(deps: AutoRenewalDeps, daysBefore: number) {
  const unsent = (await findDebitsIn(deps.db, ['noticed'], 200)).filter(
    (debit) => debit.noticeSentAt === null && debit.updatedAt < subMinutes(deps.now(), 5),
  );
  for (const debit of unsent) {
    const [mandate, member] = await Promise.all([
      findMandate(deps.db, debit.mandateId),
      findMember(deps.db, debit.memberId),
    ]);
    if (!mandate || !member || mandate.status !== 'active') continue;
    const at = deps.now();
    const dated = await moveDebit(
      deps.db,
      debit.id,
      ['noticed'],
      { status: 'noticed', debitAt: debitDate(debit.periodEndsAt, daysBefore, at) },
      at,
    );
    if (dated && dated.noticeSentAt === null) await sendNotice(deps, dated, mandate, member);
  }
}

export async function sendNotices(deps: AutoRenewalDeps): Promise<number> {
  const settings = await readAutoRenewalSettings(deps.db);
  const days = settings.debit_days_before;
  await resendUnsent(deps, days);
  if (!settings.offered) return 0;
  const at = deps.now();
  const candidates = await findActiveMandatesEndingBefore(deps.db, addDays(at, days + 2), 200);
  let noticed = 0;
  for (const candidate of candidates) {
    // A membership lapsed long ago is renewed by the member, not by a surprise debit.
    if (candidate.expiry < subDays(at, 30)) continue;
    try {
      if (await openCycle(deps, candidate, days)) noticed += 1;
    } catch (error) {
      deps.logger.error({ err: error, mandate: candidate.mandateId }, 'auto-renewal notice failed');
    }
  }
  return noticed;
}
