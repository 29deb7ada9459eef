import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import { num, strings, text, type Row } from '../../../app/staff/read';
import { parsePage, queryString, type Page } from '../../../app/staff/api/page';

export type ReminderItem = {
  id: number;
  member_id: number | null;
  member_number: string;
  name: string;
  company_name: string;
  /** before_60, before_30, before_7, after_7 or after_30. */
  stage: string;
  /** The Indian calendar date (YYYY-MM-DD) of the period end the reminder was about. */
  period_ends_on: string;
  /** When the member was first reminded (ISO instant). */
  sent_at: string;
  /** The channels that went out: 'email', 'sms'. */
  channels: string[];
};

export type RemindersQuery = {
  q?: string;
  stage?: string;
  member_id?: string;
  page?: string;
  pageSize?: string;
};

export const REMINDER_FILTER_KEYS = ['q', 'stage', 'member_id'] as const;

export function parseReminderItem(row: Row): ReminderItem | null {
  const id = num(row.id);
  if (id === null) return null;
  return {
    id,
    member_id: num(row.member_id),
    member_number: text(row.member_number),
    name: text(row.name),
    company_name: text(row.company_name),
    stage: text(row.stage),
    period_ends_on: text(row.period_ends_on),
    sent_at: text(row.sent_at),
    channels: strings(row.channels),
  };
}

/** GET /api/staff/reminders?q=&stage=&member_id=&page=&pageSize= (newest first). */
export async function getReminders(
  query: RemindersQuery,
  signal?: AbortSignal,
): Promise<Page<ReminderItem>> {
  const envelope = await apiRequest<unknown>(`/staff/reminders${queryString(query)}`, { signal });
  return parsePage(envelope, parseReminderItem);
}

export function useReminders(query: RemindersQuery) {
  return useQuery({
    queryKey: ['staff', 'reminders', query],
    queryFn: ({ signal }) => getReminders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
