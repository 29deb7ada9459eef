import { applicationRouteId, formatDisplayDate } from '@portico/domain/format';
import { Link } from 'react-router';
import { zoneLabel } from '../../app/staff/labels';
import { StageBadge } from '../../app/staff/stage-badge';
import { DataTable } from '../../ui/list/data-table';
import { SortHeader } from '../../ui/list/sort-header';
import type { QueueItem } from './api/get-applications';

/** One application: its number opens it. */
function QueueRow({ item }: { item: QueueItem }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/staff/applications/${applicationRouteId(item.id)}`}>
          {item.app_id || `#${item.id}`}
          <span className="visually-hidden">
            {' '}
            – open application of {item.name || item.company_name}
          </span>
        </Link>
      </th>
      <td>{item.name || '—'}</td>
      <td>{item.company_name || '—'}</td>
      <td>{item.category.name || '—'}</td>
      <td>{item.zone ? zoneLabel(item.zone) : '—'}</td>
      <td>
        <StageBadge stage={item.review_stage} />
      </td>
      <td>{item.submitted_at ? formatDisplayDate(item.submitted_at) : 'Not submitted'}</td>
    </tr>
  );
}

/** The queue's table: sortable by name and submission date ("Waiting on me" oldest first). */
export function QueueTable({
  title,
  items,
  sort,
  onSort,
  mine,
  isUpdating,
  isFetching,
}: {
  title: string;
  items: readonly QueueItem[];
  sort: string;
  onSort: (sort: string) => void;
  mine: boolean;
  /** The rows are the previous page's while the new one loads. */
  isUpdating: boolean;
  isFetching: boolean;
}) {
  return (
    <DataTable
      label={`${title} table`}
      caption={
        <>
          {title}
          {isUpdating ? ' (updating)' : ''}
        </>
      }
      columns={[
        'Application no.',
        <SortHeader key="name" label="Name" column="name" sort={sort} onSort={onSort} />,
        'Company',
        'Category',
        'Zone',
        'Stage',
        <SortHeader
          key="submitted"
          label="Submitted"
          column="submitted_at"
          sort={sort}
          defaultSort={mine ? 'submitted_at' : '-submitted_at'}
          onSort={onSort}
        />,
      ]}
      busy={isFetching}
    >
      {items.map((item) => (
        <QueueRow key={item.id} item={item} />
      ))}
    </DataTable>
  );
}
