// The renewal reminders list (any staff role reads it): who was reminded when, on which channels.
import type { Database } from '../../db/client';
import { businessDateOf, type PageResult, type Paging } from '../../lib/list-query';
import {
  countReminders,
  remindersPage,
  type ReminderFilters,
  type ReminderListRow,
} from './reminders.repository';
import type { ReminderItem } from '@portico/domain/contracts/staff-reminders.contract';

export type { ReminderItem };

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
