// SQL of the renewal reminders list: who was reminded of what, when, on which channels. A reminder is
// listed once any channel went out (a claim that delivered nothing yet is not a reminder). A list
// joining reminders and members, so it stays here as the back office's read model.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberReminders, members, type ReminderStage } from '../../db/schema';
import { offsetOf, type Paging } from '../../lib/list-query';
import { memberSearch } from '../staff-members';

export type ReminderFilters = {
  q?: string | undefined;
  memberId?: number | undefined;
  stage?: ReminderStage | undefined;
};

export type ReminderListRow = {
  id: number;
  memberId: number;
  memberNumber: string | null;
  name: string;
  companyName: string;
  stage: ReminderStage;
  periodEndsAt: Date;
  emailSentAt: Date | null;
  smsSentAt: Date | null;
  sentAt: Date | null;
};

function reminderConditions(filters: ReminderFilters): SQL | undefined {
  return and(
    or(
      sql`${memberReminders.emailSentAt} is not null`,
      sql`${memberReminders.smsSentAt} is not null`,
    ),
    filters.memberId === undefined ? undefined : eq(memberReminders.memberId, filters.memberId),
    filters.stage === undefined ? undefined : eq(memberReminders.stage, filters.stage),
    filters.q ? memberSearch(filters.q) : undefined,
  );
}

/** Newest first (by the first claim, which member_reminders_created_idx serves). */
export async function remindersPage(
  db: Executor,
  filters: ReminderFilters,
  paging: Paging,
): Promise<ReminderListRow[]> {
  return db
    .select({
      id: memberReminders.id,
      memberId: memberReminders.memberId,
      memberNumber: members.memberNumber,
      name: members.name,
      companyName: members.companyName,
      stage: memberReminders.stage,
      periodEndsAt: memberReminders.periodEndsAt,
      emailSentAt: memberReminders.emailSentAt,
      smsSentAt: memberReminders.smsSentAt,
      sentAt: memberReminders.sentAt,
    })
    .from(memberReminders)
    .innerJoin(members, eq(members.id, memberReminders.memberId))
    .where(reminderConditions(filters))
    .orderBy(desc(memberReminders.createdAt), desc(memberReminders.id))
    .limit(paging.pageSize)
    .offset(offsetOf(paging));
}

export async function countReminders(db: Executor, filters: ReminderFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(memberReminders)
    .innerJoin(members, eq(members.id, memberReminders.memberId))
    .where(reminderConditions(filters));
  return row?.total ?? 0;
}
