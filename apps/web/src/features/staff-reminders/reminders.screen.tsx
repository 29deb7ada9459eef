import { formatDisplayDate } from '@portico/domain/format';
import { REMINDER_STAGES } from '@portico/domain/reminders';
import { usePageTitle } from '../../app/page-title';
import { REMINDER_FILTER_KEYS, useReminders } from './api/get-reminders';
import { FilterSelect, SearchForm } from '../../ui/list/filter-fields';
import { formatDateTime } from '../../app/staff/format';
import { useListParams } from '../../ui/list/list-params';
import { EmptyState } from '../../ui/list/empty-state';
import { ListPagination } from '../../ui/list/pagination';
import { QueryState } from '../../app/staff/query-state';
import { TableRegion } from '../../ui/list/table-region';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';

/** The reminder filter's choices, in the order a member meets the stages. */
const STAGE_OPTIONS = REMINDER_STAGES.map(({ stage, label }) => ({ value: stage, label }));

const CHANNEL_LABELS: Record<string, string> = { email: 'Email', sms: 'SMS' };

const stageText = (stage: string) =>
  REMINDER_STAGES.find((entry) => entry.stage === stage)?.label ?? (stage || '—');

/**
 * /staff/reminders: who was reminded of their renewal when (the reminders job), on which channels,
 * newest first; search, stage and member filters and paging kept in the URL. A member's own
 * reminders are `?member_id=` (linked from the members list).
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function RemindersScreen() {
  usePageTitle('Renewal reminders');
  const list = useListParams(REMINDER_FILTER_KEYS);
  const { values } = list;

  const result = useReminders({
    q: values.q,
    stage: values.stage,
    member_id: values.member_id,
    page: String(list.page),
    pageSize: String(list.pageSize),
  });
  const data = result.data;
  const memberNumber = values.member_id ? data?.items[0]?.member_number : undefined;

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Renewal reminders
        </h1>
        <p className={pageStyles.lead}>
          Members are reminded 60, 30 and 7 days before their membership ends and 7 and 30 days
          after, by email and SMS.
        </p>
      </div>

      {values.member_id ? (
        <div className="staff-notice" role="status">
          <p>Showing the reminders of one member{memberNumber ? ` (${memberNumber})` : ''}.</p>
          <button
            type="button"
            className={buttons.link}
            onClick={() => list.update({ member_id: '' })}
          >
            Show every member
          </button>
        </div>
      ) : null}

      <div className="staff-filters" role="group" aria-labelledby="reminder-filters-title">
        <h2 id="reminder-filters-title" className="staff-section__title">
          Filters
        </h2>
        <SearchForm
          id="reminder-search"
          value={values.q}
          onSearch={(q) => list.update({ q })}
          hint="Member name, company, email, mobile number or member number."
        />
        <div className="staff-filters__grid">
          <FilterSelect
            id="reminder-stage"
            label="Reminder"
            anyLabel="Every reminder"
            options={STAGE_OPTIONS}
            value={values.stage}
            onChange={(stage) => list.update({ stage })}
          />
        </div>
        {list.hasFilters ? (
          <div className="staff-filters__actions">
            <button type="button" className={buttons.link} onClick={() => list.clear()}>
              Clear filters
            </button>
          </div>
        ) : null}
      </div>

      <QueryState
        isPending={result.isPending}
        error={result.error}
        onRetry={() => void result.refetch()}
        loadingText="Loading reminders…"
      >
        {data && data.items.length === 0 ? (
          <EmptyState
            title={
              list.hasFilters
                ? 'No reminders match these filters.'
                : 'No renewal reminders have been sent yet.'
            }
          >
            {list.hasFilters ? (
              <button type="button" className={buttons.link} onClick={() => list.clear()}>
                Clear filters to see every reminder
              </button>
            ) : null}
          </EmptyState>
        ) : data ? (
          <>
            <TableRegion label="Reminders table">
              <table className="staff-table">
                <caption className="visually-hidden">Renewal reminders</caption>
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Company</th>
                    <th scope="col">Member no.</th>
                    <th scope="col">Reminder</th>
                    <th scope="col">Period ends</th>
                    <th scope="col">Sent at</th>
                    <th scope="col">Channels</th>
                  </tr>
                </thead>
                <tbody aria-busy={result.isFetching || undefined}>
                  {data.items.map((reminder) => (
                    <tr key={reminder.id}>
                      <th scope="row">{reminder.name || '—'}</th>
                      <td>{reminder.company_name || '—'}</td>
                      <td>{reminder.member_number || '—'}</td>
                      <td>{stageText(reminder.stage)}</td>
                      <td>
                        {reminder.period_ends_on ? formatDisplayDate(reminder.period_ends_on) : '—'}
                      </td>
                      <td>{formatDateTime(reminder.sent_at) || '—'}</td>
                      <td>
                        {reminder.channels.length > 0
                          ? reminder.channels
                              .map((channel) => CHANNEL_LABELS[channel] ?? channel)
                              .join(', ')
                          : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
            <ListPagination label="Reminders" list={list} total={data.total} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

export { RemindersScreen as Component };
