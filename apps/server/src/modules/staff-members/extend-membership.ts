// POST /api/staff/members/:id/extend (admin): renews or extends a membership by hand with a reason
// (decision 093). The new period starts where the last one ends (or now, for a lapsed member) and
// ends on the chosen day, India time. It has no order, so no invoice: staff who took money record
// the payment on the application, which issues the invoice and its own period.
import { MEMBER_RECORD_MESSAGES as M } from '@portico/domain/contracts/member-record.contract';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import { businessDayEnd } from '../../lib/list-query';
import { auditChange } from '../audit';
import type { StaffPrincipal } from '../auth';
import { updateMember } from '../records';
import { findLatestEnd, insertManualPeriod } from './member-record.repository';
import { lockLiveMember } from './member-access';

const ONE_MINUTE_MS = 60_000;

export async function extendMembership(
  db: Database,
  principal: StaffPrincipal,
  memberId: number,
  body: { until: string; reason: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const member = await lockLiveMember(tx, memberId);
    const latest = await findLatestEnd(tx, memberId);
    const endsAt = businessDayEnd(body.until);
    if (endsAt <= now || (latest !== null && endsAt <= latest)) {
      throw new BadRequestError(M.untilNotLater, { until: M.untilNotLater });
    }
    const startsAt =
      latest !== null && latest > now ? new Date(latest.getTime() + ONE_MINUTE_MS) : now;
    await insertManualPeriod(tx, { memberId, categoryId: member.categoryId, startsAt, endsAt });
    await updateMember(tx, memberId, { status: 'active' });
    await auditChange(tx, principal, {
      action: 'member.extended',
      entity: 'member',
      entityId: memberId,
      before: { expires_at: latest?.toISOString() ?? null },
      after: { expires_at: endsAt.toISOString(), reason: body.reason },
    });
    return { ends_at: endsAt.toISOString() };
  });
}
