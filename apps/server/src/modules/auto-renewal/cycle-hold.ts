// A cycle held before any money is taken (decision 099): the member's documents await confirmation
// (they are asked first), or the fee is above the mandate's maximum (they are asked to authorise
// again). A held cycle goes on once the documents are confirmed; a re-authorised mandate starts its
// own cycle.
import { isManualUpdateRequired } from '@portico/domain/constants';
import { findMember, type MemberRow } from '../records';
import type { AutoRenewalDeps } from './auto-renewal-deps';
import { debitDate } from '@portico/domain/auto-renewal';
import { readAutoRenewalSettings } from './auto-renewal-settings';
import { commonValues, rupees, sendMandateEmail } from './mandate-messages';
import {
  findDebitsIn,
  findMandate,
  moveDebit,
  recordMandateEvent,
  type DebitRow,
  type MandateRow,
} from './mandates.repository';

type Hold = 'held_documents' | 'held_reauthorise';

export async function holdDebit(
  deps: AutoRenewalDeps,
  debit: DebitRow,
  mandate: MandateRow,
  member: MemberRow,
  hold: Hold,
): Promise<boolean> {
  const at = deps.now();
  const held = await moveDebit(
    deps.db,
    debit.id,
    [debit.status],
    { status: hold, noticeSentAt: null },
    at,
  );
  if (!held) return false;
  await recordMandateEvent(deps.db, mandate.id, hold, at, { amount: debit.amountPaise });
  const what_to_do =
    hold === 'held_documents'
      ? 'Your membership renews automatically, but first please confirm that your documents are up to date. Nothing will be taken until you have answered; we then send you a notice before the debit.'
      : `Your renewal fee is now ${rupees(debit.amountPaise)}, above the ${rupees(mandate.maxAmountPaise)} your mandate allows. Please authorise auto-renewal again for the new amount; nothing will be taken until you do.`;
  await sendMandateEmail(deps, member, 'auto_renewal_held', {
    ...commonValues(member, mandate),
    what_to_do,
    home_url: `${deps.publicUrl}/login`,
  });
  return true;
}

/** Cycles held for documents whose member has since answered: noticed now, debited 24 h on at least. */
export async function releaseAnswered(
  deps: AutoRenewalDeps,
  checkoutTotal: (member: MemberRow) => Promise<number | null>,
): Promise<DebitRow[]> {
  const { debit_days_before: days } = await readAutoRenewalSettings(deps.db);
  const released: DebitRow[] = [];
  for (const debit of await findDebitsIn(deps.db, ['held_documents'], 200)) {
    const [mandate, member] = await Promise.all([
      findMandate(deps.db, debit.mandateId),
      findMember(deps.db, debit.memberId),
    ]);
    if (!mandate || !member || mandate.status !== 'active') continue;
    if (isManualUpdateRequired(member.manual)) continue;
    const total = await checkoutTotal(member);
    if (total === null) continue;
    const at = deps.now();
    const moved = await moveDebit(
      deps.db,
      debit.id,
      ['held_documents'],
      {
        status: 'noticed',
        amountPaise: total,
        noticeSentAt: null,
        debitAt: debitDate(debit.periodEndsAt, days, at),
      },
      at,
    );
    if (!moved) continue;
    if (total > mandate.maxAmountPaise) {
      await holdDebit(deps, moved, mandate, member, 'held_reauthorise');
    } else released.push(moved);
  }
  return released;
}
