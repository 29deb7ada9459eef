// GET/PUT /api/reminder_channels: the signed-in member chooses email and/or WhatsApp for renewal
// reminders (issue #16). Only the member themself, as their account is now; at least one channel stays.
// The change is audited (decision 044).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { auditChangeBy, memberActor } from '../audit';
import type { Principal } from '../auth';
import { lockMember, updateMember } from '../records';

export type ReminderChoice = { email: boolean; whatsapp: boolean };

function memberIdOf(principal: Principal | null): number {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind !== 'member') throw new ForbiddenError();
  return principal.memberId;
}

export async function getReminderChoice(
  deps: { db: Database },
  principal: Principal | null,
): Promise<ReminderChoice> {
  const [row] = await deps.db
    .select({ email: members.remindByEmail, whatsapp: members.remindByWhatsapp })
    .from(members)
    .where(eq(members.id, memberIdOf(principal)));
  if (!row) throw new NotFoundError('No membership found');
  return row;
}

export async function setReminderChoice(
  deps: { db: Database; now: () => Date },
  principal: Principal | null,
  choice: ReminderChoice,
): Promise<ReminderChoice> {
  const memberId = memberIdOf(principal);
  return deps.db.transaction(async (tx) => {
    const before = await lockMember(tx, memberId);
    if (!before) throw new NotFoundError('No membership found');
    await updateMember(tx, memberId, {
      remindByEmail: choice.email,
      remindByWhatsapp: choice.whatsapp,
      updatedAt: deps.now(),
    });
    await auditChangeBy(tx, memberActor(memberId), {
      action: 'member.reminder_channels',
      entity: 'member',
      entityId: memberId,
      before: {
        remind_by_email: before.remindByEmail,
        remind_by_whatsapp: before.remindByWhatsapp,
      },
      after: { remind_by_email: choice.email, remind_by_whatsapp: choice.whatsapp },
    });
    return { email: choice.email, whatsapp: choice.whatsapp };
  });
}
