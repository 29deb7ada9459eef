import { QueryResult } from '../../app/staff/query-state';
import { FilteredEmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { ListPagination } from '../../ui/list/pagination';
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
  const data = result.data;

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
      <QueryResult query={result} loadingText="Loading reminders…">
        {data && data.items.length === 0 ? (
          <FilteredEmptyState
            hasFilters={list.hasFilters}
            onClear={() => list.clear()}
            filtered="No reminders match these filters."
            empty="No renewal reminders have been sent yet."
            clearText="Clear filters to see every reminder"
          />
        ) : data ? (
          <>
            <RemindersTable items={data.items} isFetching={result.isFetching} />
            <ListPagination label="Reminders" list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { RemindersScreen as Component };
