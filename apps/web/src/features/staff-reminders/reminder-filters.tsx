import { REMINDER_STAGES } from '@portico/domain/reminders';
import { FilterSelect, SearchForm } from '../../ui/list/filter-fields';
import { FilterPanel } from '../../ui/list/filter-panel';
import type { ReminderList } from './use-reminder-list';

/** The reminder filter's choices, in the order a member meets the stages. */
const STAGE_OPTIONS = REMINDER_STAGES.map(({ stage, label }) => ({ value: stage, label }));

/** Search, the reminder stage and, when any is set, "Clear filters". */
export function ReminderFilters({ list }: { list: ReminderList }) {
  const { values } = list;
  return (
    <FilterPanel
      titleId="reminder-filters-title"
      search={
        <SearchForm
          id="reminder-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Member name, company, email, mobile number or member number."
        />
      }
      onClear={list.hasFilters ? () => list.clear() : null}
    >
      <FilterSelect
        id="reminder-stage"
        label="Reminder"
        anyLabel="Every reminder"
        options={STAGE_OPTIONS}
        value={values.stage}
        onChange={(stage) => list.update({ stage })}
      />
    </FilterPanel>
  );
}
