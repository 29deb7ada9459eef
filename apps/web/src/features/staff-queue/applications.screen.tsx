import { GettingStartedSummary } from '../../app/staff/getting-started-summary';
import { QueryResult } from '../../app/staff/query-state';
import { StaffPage } from '../../app/staff/staff-page';
import { ListPagination } from '../../ui/list/pagination';
import { QueueEmptyState } from './queue-empty-state';
import { QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import { useQueue } from './use-queue';

/**
 * /staff/applications: the review queue with filters, search, sorting and paging, all kept in the
 * URL; /staff/applications?mine=1 is "Waiting on me" (the steps this staff member decides).
 */
export function ApplicationsScreen() {
  const queue = useQueue();
  const { list, mine, title, result } = queue;
  const data = result.data;

  return (
    <StaffPage
      title={title}
      lead={
        mine
          ? 'Applications at a step you decide, oldest first. Open one to review it.'
          : 'Every application and where it stands. Open one to see its details and history.'
      }
    >
      {mine ? null : <GettingStartedSummary />}
      <QueueFilters queue={queue} />
      <QueryResult query={result} loadingText="Loading applications…">
        {data && data.items.length === 0 ? (
          <QueueEmptyState
            filtersOn={queue.filtersOn}
            mine={mine}
            onClear={() => list.clear(['mine'])}
          />
        ) : data ? (
          <>
            <QueueTable
              title={title}
              items={data.items}
              sort={list.values.sort}
              onSort={(sort) => list.update({ sort })}
              mine={mine}
              isUpdating={result.isPlaceholderData}
              isFetching={result.isFetching}
            />
            <ListPagination label={title} list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { ApplicationsScreen as Component };
