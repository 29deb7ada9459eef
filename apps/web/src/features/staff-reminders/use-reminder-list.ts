import { useListParams } from '../../ui/list/list-params';
import { REMINDER_FILTER_KEYS, useReminders } from './api/get-reminders';

/** The reminders as the page URL filters and pages them, and the member's number when one is named. */
export function useReminderList() {
  const list = useListParams(REMINDER_FILTER_KEYS);
  const { values } = list;
  const result = useReminders(list.query);
  const memberNumber = values.member_id ? result.data?.items[0]?.member_number : undefined;
  return { list, result, memberNumber };
}

export type ReminderList = ReturnType<typeof useReminderList>['list'];
