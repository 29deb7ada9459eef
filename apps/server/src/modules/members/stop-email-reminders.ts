// The unsubscribe link of a renewal reminder (RFC 8058): no login, the signed token proves the member
// was sent the reminder. Turning email reminders off is idempotent (a second use keeps the first
// time); the SMS reminders go on, and the member's record says since when email ones are off.
import type { Database } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../errors';
import { auditChangeBy, memberActor } from '../audit';
import { lockMember } from '../records';
import { turnOffEmailReminders } from './reminders.repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Please use the link in your latest reminder.',
  notFound: 'This membership no longer exists.',
  done: 'You will no longer receive renewal reminders by email.',
} as const;

export type ReminderUnsubscribeDeps = { db: Database; appSecret: string; now: () => Date };

export function createReminderUnsubscribe(deps: ReminderUnsubscribeDeps) {
  const check = (memberId: number, token: string) => {
    if (!verifyUnsubscribeToken(deps.appSecret, memberId, token)) {
      throw new BadRequestError(UNSUBSCRIBE_MESSAGES.invalid);
    }
  };
  return {
    /** Throws unless the link is one the portal signed. */
    check,
    async stop(memberId: number, token: string): Promise<void> {
      check(memberId, token);
      await deps.db.transaction(async (tx) => {
        const before = await lockMember(tx, memberId);
        if (!before) throw new NotFoundError(UNSUBSCRIBE_MESSAGES.notFound);
        // A second use changes nothing, and writes no audit row.
        if (before.emailRemindersOffAt) return;
        const at = deps.now();
        await turnOffEmailReminders(tx, memberId, at);
        // The signed link stands for the member it was sent to.
        await auditChangeBy(tx, memberActor(memberId), {
          action: 'member.email_reminders_off',
          entity: 'member',
          entityId: memberId,
          before: { email_reminders_off_at: null },
          after: { email_reminders_off_at: at.toISOString(), via: 'unsubscribe link' },
        });
      });
    },
  };
}

export type ReminderUnsubscribe = ReturnType<typeof createReminderUnsubscribe>;
