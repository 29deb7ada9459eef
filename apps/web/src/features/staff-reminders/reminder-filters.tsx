import { REMINDER_STAGES } from '@portico/domain/reminders';
import { ListFilters } from '../../ui/list/list-filters';
import type { ReminderList } from './use-reminder-list';

/** The reminder filter's choices, in the order a member meets the stages. */
const STAGE_OPTIONS = REMINDER_STAGES.map(({ stage, label }) => ({ value: stage, label }));

/** Search, the reminder stage and, when any is set, "Clear filters". */
export function ReminderFilters({ list }: { list: ReminderList }) {
  return (
    <ListFilters
      name="reminder"
      list={list}
      searchHint="Member name, company, email, mobile number (+91 and spaces are fine) or member number, in full or just its digits."
      filters={[
        { key: 'stage', label: 'Reminder', anyLabel: 'Every reminder', options: STAGE_OPTIONS },
      ]}
    />
  );
}
