import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  reminderListResponse,
  type reminderListQuery,
  type ReminderItem,
} from '@portico/domain/contracts/staff-reminders.contract';
import { apiCall } from '../../../app/api-client';
import { queryString, type Page } from '../../../app/staff/api/page';

export type { ReminderItem };

type ReminderQueryKey = keyof typeof reminderListQuery.shape;

/** The reminders list's filters (the contract's query without its paging). */
export const REMINDER_FILTER_KEYS = ['q', 'stage', 'member_id'] as const satisfies readonly Exclude<
  ReminderQueryKey,
  'page' | 'pageSize'
>[];

export type RemindersQuery = Partial<Record<ReminderQueryKey, string>>;

/** GET /api/staff/reminders?q=&stage=&member_id=&page=&pageSize= (newest first). */
export async function getReminders(
  query: RemindersQuery,
  signal?: AbortSignal,
): Promise<Page<ReminderItem>> {
  const answer = await apiCall(`/staff/reminders${queryString(query)}`, reminderListResponse, {
    signal,
  });
  return answer.data;
}

export function remindersQuery(query: RemindersQuery) {
  return queryOptions({
    queryKey: ['staff', 'reminders', query],
    queryFn: ({ signal }) => getReminders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReminders(query: RemindersQuery) {
  return useQuery(remindersQuery(query));
}
