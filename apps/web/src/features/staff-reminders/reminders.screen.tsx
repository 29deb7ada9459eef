import { ListResults } from '../../app/staff/list-results';
import { StaffPage } from '../../app/staff/staff-page';
import { MemberNotice } from './member-notice';
import { ReminderFilters } from './reminder-filters';
import { RemindersTable } from './reminders-table';
import { useReminderList } from './use-reminder-list';

/**
 * /staff/reminders: who was reminded of their renewal when (the reminders job), on which channels,
 * newest first; search, stage and member filters and paging kept in the URL. A member's own
 * reminders are `?member_id=` (linked from the members list).
 */
export function RemindersScreen() {
  const { list, result, memberNumber } = useReminderList();

  return (
    <StaffPage
      title="Renewal reminders"
      lead="Members are reminded 60, 30 and 7 days before their membership ends and 7 and 30 days after, by email and SMS."
    >
      {list.values.member_id ? (
        <MemberNotice
          memberNumber={memberNumber}
          onShowAll={() => list.update({ member_id: '' })}
        />
      ) : null}
      <ReminderFilters list={list} />
      <ListResults
        result={result}
        list={list}
        loadingText="Loading reminders…"
        label="Reminders"
        empty={{
          filtered: 'No reminders match these filters.',
          empty: 'No renewal reminders have been sent yet.',
          clearText: 'Clear filters to see every reminder',
        }}
        table={(items) => <RemindersTable items={items} isFetching={result.isFetching} />}
      />
    </StaffPage>
  );
}

export { RemindersScreen as Component };
