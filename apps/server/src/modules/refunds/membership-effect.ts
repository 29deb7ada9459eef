// What a processed refund of a membership payment does to the membership it bought, as staff chose
// (issue #15): nothing ('keep'), ends it now ('end'), or moves its expiry earlier ('shorten'). The
// member's periods are cut at that moment; a member whose membership ended is 'expired'.
import type { Executor } from '../../db/client';
import { recordAudit } from '../audit';
import { lockMember, updateMember } from '../records';
import { cutPeriodsAt, findLatestPeriod } from '../payments';
import type { OrderRow, RefundRow } from './refunds.repository';

export async function applyMembershipEffect(
  tx: Executor,
  refund: RefundRow,
  order: OrderRow,
  now: Date,
  actor: string,
): Promise<void> {
  if (refund.membershipEffect === 'keep' || order.memberId === null) return;
  const member = await lockMember(tx, order.memberId);
  if (!member) return;
  const before = await findLatestPeriod(tx, member.id);
  if (!before) return;
  // A shortened expiry already past when the refund is processed ends the membership now.
  const wanted = refund.membershipEffect === 'shorten' ? refund.shortenTo : null;
  const cutoff = wanted && wanted > now ? wanted : now;
  if (before.endsAt <= cutoff) return;
  await cutPeriodsAt(tx, member.id, cutoff);
  if (cutoff <= now) await updateMember(tx, member.id, { status: 'expired' });
  await recordAudit(tx, {
    // The staff member who chose the effect, even when the provider's webhook processed the refund.
    actor: refund.staffId !== null ? `staff:${refund.staffId}` : actor,
    action: refund.membershipEffect === 'end' ? 'membership.ended' : 'membership.shortened',
    entity: 'member',
    entityId: String(member.id),
    before: { expiry: before.endsAt.toISOString() },
    after: { expiry: cutoff.toISOString(), refund: refund.id, order: order.uniqueOrderId },
  });
}
