// The renewal reminders list (any staff role reads it): who was reminded when, on which channels.
import type { Database } from '../../db/client';
import type { ReminderStage } from '../../db/schema';
import { businessDateOf, type PageResult, type Paging } from './list-query';
import {
  countReminders,
  remindersPage,
  type ReminderFilters,
  type ReminderListRow,
} from './reminders.repository';

export type ReminderItem = {
  id: number;
  member_id: number;
  member_number: string | null;
  name: string;
  company_name: string;
  stage: ReminderStage;
  /** The Indian calendar date of the period end the reminder was about. */
  period_ends_on: string;
  /** When the member was first reminded (the first channel handed over). */
  sent_at: string;
  email_sent_at: string | null;
  sms_sent_at: string | null;
  /** The channels handed over so far; both once the reminder is complete. */
  channels: ('email' | 'sms')[];
};

function toReminderItem(row: ReminderListRow): ReminderItem {
  const times = [row.emailSentAt, row.smsSentAt].filter((time): time is Date => time !== null);
  const first = times.reduce((a, b) => (a < b ? a : b));
  return {
    id: row.id,
    member_id: row.memberId,
    member_number: row.memberNumber,
    name: row.name,
    company_name: row.companyName,
    stage: row.stage,
    period_ends_on: businessDateOf(row.periodEndsAt),
    sent_at: first.toISOString(),
    email_sent_at: row.emailSentAt?.toISOString() ?? null,
    sms_sent_at: row.smsSentAt?.toISOString() ?? null,
    channels: [
      ...(row.emailSentAt ? (['email'] as const) : []),
      ...(row.smsSentAt ? (['sms'] as const) : []),
    ],
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;

export function createRemindersService(db: Database) {
  return {
    async list(filters: ReminderFilters, paging: Paging): Promise<PageResult<ReminderItem>> {
      const [rows, total] = await Promise.all([
        remindersPage(db, filters, paging),
        countReminders(db, filters),
      ]);
      return { items: rows.map(toReminderItem), total, ...paging };
    },
  };
}
