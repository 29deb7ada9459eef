import { useQuery } from '@tanstack/react-query';
import {
  reminderListResponse,
  type reminderListQuery,
  type ReminderItem,
} from '@portico/domain/contracts/staff-reminders.contract';
import { pageQuery } from '../../../app/staff/api/page-query';

export type { ReminderItem };

type ReminderQueryKey = keyof typeof reminderListQuery.shape;

/** The reminders list's filters (the contract's query without its paging). */
export const REMINDER_FILTER_KEYS = ['q', 'stage', 'member_id'] as const satisfies readonly Exclude<
  ReminderQueryKey,
  'page' | 'pageSize'
>[];

export type RemindersQuery = Partial<Record<ReminderQueryKey, string>>;

/** GET /api/staff/reminders?q=&stage=&member_id=&page=&pageSize= (newest first). */
export function useReminders(query: RemindersQuery) {
  return useQuery(pageQuery('reminders', '/staff/reminders', reminderListResponse, query));
}
