import { ZONE_LABELS } from '@portico/domain/constants';
import { encodeId, formatDisplayDate } from '@portico/domain/format';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useApplications, QUEUE_FILTER_KEYS, type QueueQuery } from './api/get-applications';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { JOURNEY_LABELS, STAGES, STAGE_LABELS, zoneLabel } from '../../app/staff/labels';
import { useListParams } from '../../ui/list/list-params';
import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { FilterSelect, SearchForm, type FilterOption } from '../../ui/list/filter-fields';
import { useStaffUser, visibleZones } from '../../app/staff/staff-session';
import { EmptyState } from '../../ui/list/empty-state';
import { ListPagination } from '../../ui/list/pagination';
import { QueryState } from '../../app/staff/query-state';
import { SortHeader } from '../../ui/list/sort-header';
import { StageBadge } from '../../app/staff/stage-badge';
import { TableRegion } from '../../ui/list/table-region';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

/**
 * /staff/applications: the review queue with filters, search, sorting and paging, all kept in the
 * URL; /staff/applications?mine=1 is "Waiting on me" (the steps this staff member decides).
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function ApplicationsScreen() {
  const list = useListParams(QUEUE_FILTER_KEYS);
  const zones = visibleZones(useStaffUser());
  const { values } = list;
  const mine = values.mine === '1';
  const title = mine ? 'Waiting on me' : 'Applications';
  usePageTitle(title);

  const query: QueueQuery = {
    stage: values.stage,
    zone: values.zone,
    category: values.category,
    journey: values.journey,
    from: values.from,
    to: values.to,
    q: values.q,
    mine: mine ? '1' : '',
    page: String(list.page),
    pageSize: String(list.pageSize),
    sort: values.sort,
  };
  const result = useApplications(query);
  const categories = useCategoryOptions();
  const data = result.data;
  const filtersOn = QUEUE_FILTER_KEYS.some((key) => key !== 'mine' && values[key] !== '');

  const select = (
    key: 'stage' | 'zone' | 'category' | 'journey',
    label: string,
    anyLabel: string,
    options: readonly FilterOption[],
  ) => (
    <FilterSelect
      id={`queue-${key}`}
      label={label}
      anyLabel={anyLabel}
      options={options}
      value={values[key]}
      onChange={(value) => list.update({ [key]: value })}
    />
  );

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {title}
        </h1>
        <p className={pageStyles.lead}>
          {mine
            ? 'Applications at a step you decide, oldest first. Open one to review it.'
            : 'Every application and where it stands. Open one to see its details and history.'}
        </p>
      </div>

      <div className="staff-filters" role="group" aria-labelledby="queue-filters-title">
        <h2 id="queue-filters-title" className="staff-section__title">
          Filters
        </h2>
        <SearchForm
          id="queue-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Name, company, email, mobile number or application number."
        />
        <div className="staff-filters__grid">
          {select(
            'stage',
            'Stage',
            'All stages',
            STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
          )}
          {select(
            'zone',
            'Zone',
            'All zones',
            zones.map((zone) => ({ value: zone, label: ZONE_LABELS[zone] })),
          )}
          {select(
            'category',
            'Category',
            'All categories',
            (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          )}
          {select(
            'journey',
            'Application type',
            'New and upgrade',
            Object.entries(JOURNEY_LABELS).map(([value, label]) => ({ value, label })),
          )}
          <div className="staff-field">
            <label htmlFor="queue-from" className="staff-field__label">
              Submitted from
            </label>
            <input
              id="queue-from"
              className="staff-input"
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(event) => list.update({ from: event.target.value })}
            />
          </div>
          <div className="staff-field">
            <label htmlFor="queue-to" className="staff-field__label">
              Submitted to
            </label>
            <input
              id="queue-to"
              className="staff-input"
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(event) => list.update({ to: event.target.value })}
            />
          </div>
        </div>
        <div className="staff-filters__actions">
          {filtersOn ? (
            <button type="button" className={buttons.link} onClick={() => list.clear(['mine'])}>
              Clear filters
            </button>
          ) : null}
          <DownloadCsvButton
            name="applications"
            filters={{ ...query, page: undefined, pageSize: undefined, sort: undefined }}
            label="Download these applications (CSV)"
          />
        </div>
      </div>

      <QueryState
        isPending={result.isPending}
        error={result.error}
        onRetry={() => void result.refetch()}
        loadingText="Loading applications…"
      >
        {data && data.items.length === 0 ? (
          <EmptyState
            title={
              filtersOn
                ? 'No applications match these filters.'
                : mine
                  ? 'Nothing is waiting on you right now.'
                  : 'There are no applications yet.'
            }
          >
            {filtersOn ? (
              <button type="button" className={buttons.link} onClick={() => list.clear(['mine'])}>
                Clear filters to see all applications
              </button>
            ) : mine ? (
              <p>
                New applications appear here when they reach your step.{' '}
                <Link to="/staff/applications">See all applications</Link>
              </p>
            ) : null}
          </EmptyState>
        ) : data ? (
          <>
            <TableRegion label={`${title} table`}>
              <table className="staff-table">
                <caption className="visually-hidden">
                  {title}
                  {result.isPlaceholderData ? ' (updating)' : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Application no.</th>
                    <SortHeader
                      label="Name"
                      column="name"
                      sort={values.sort}
                      onSort={(sort) => list.update({ sort })}
                    />
                    <th scope="col">Company</th>
                    <th scope="col">Category</th>
                    <th scope="col">Zone</th>
                    <th scope="col">Stage</th>
                    <SortHeader
                      label="Submitted"
                      column="submitted_at"
                      sort={values.sort}
                      defaultSort={mine ? 'submitted_at' : '-submitted_at'}
                      onSort={(sort) => list.update({ sort })}
                    />
                  </tr>
                </thead>
                <tbody aria-busy={result.isFetching || undefined}>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link to={`/staff/applications/${encodeId(item.id)}`}>
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
                      <td>
                        {item.submitted_at ? formatDisplayDate(item.submitted_at) : 'Not submitted'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <ListPagination label={title} list={list} total={data.total} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

export { ApplicationsScreen as Component };
