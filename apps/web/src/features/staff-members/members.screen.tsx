import { encodeId, formatDisplayDate } from '@portico/domain/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useCategoryOptions } from '../../app/staff/api/get-category-options';
import { MEMBER_FILTER_KEYS, useMembers } from './api/get-members';
import { ManualFlagEditor } from './manual-flag-editor';
import { DownloadCsvButton } from '../../app/staff/download-csv-button';
import { FilterSelect, MEMBER_STATUS_OPTIONS, SearchForm } from '../../ui/list/filter-fields';
import { MANUAL_LABELS, MANUAL_VALUES, manualLabel } from '../../app/staff/labels';
import { useListParams } from '../../ui/list/list-params';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import {
  EmptyState,
  ListPagination,
  QueryState,
  SortHeader,
  TableRegion,
} from '../../app/staff/staff-ui';

/** The staff form's redirect: /staff/members?success=true&ref=<application id>. */
function savedNotice(search: URLSearchParams): { text: string; id: number | null } | null {
  if (search.get('success') !== 'true') return null;
  const ref = search.get('ref')?.trim() ?? '';
  const id = /^[1-9]\d{0,9}$/.test(ref) ? Number(ref) : null;
  return { text: ref ? `Application ${ref} saved` : 'Application saved', id };
}

/**
 * /staff/members: members with filters, search, sorting and paging (kept in the URL), and the
 * manual-update flag editable in each row (admin and office).
 */
export function MembersScreen() {
  usePageTitle('Members');
  const user = useStaffUser();
  const list = useListParams(MEMBER_FILTER_KEYS);
  const { values } = list;
  const categories = useCategoryOptions();
  const canEdit = hasAnyRole(user, ...PAGE_ROLES.editMember);
  const notice = savedNotice(list.search);
  const [q, setQ] = useState(values.q);
  const [shownQ, setShownQ] = useState(values.q);
  if (shownQ !== values.q) {
    setShownQ(values.q);
    setQ(values.q);
  }

  const result = useMembers({
    q: values.q,
    category: values.category,
    status: values.status,
    manual: values.manual,
    page: String(list.page),
    pageSize: String(list.pageSize),
    sort: values.sort,
  });
  const data = result.data;

  const onSort = (sort: string) => list.update({ sort });

  return (
    <section className="page staff-page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title" className="page__title">
          Members
        </h1>
        <p className="page__lead">
          Every member, their category and expiry.
          {canEdit
            ? ' Set the manual flag (1 or 4) to make a member confirm or update their documents before renewing.'
            : ''}
        </p>
      </div>

      {notice ? (
        <div className="staff-notice staff-notice--success" role="status">
          <p>
            {notice.text}.
            {notice.id !== null ? (
              <>
                {' '}
                <Link to={`/staff/applications/${encodeId(notice.id)}`}>Open the application</Link>
              </>
            ) : null}
          </p>
          <button type="button" className="link-button" onClick={() => list.update({})}>
            Dismiss
          </button>
        </div>
      ) : null}

      <div className="staff-filters" role="group" aria-labelledby="member-filters-title">
        <h2 id="member-filters-title" className="staff-section__title">
          Filters
        </h2>
        <SearchForm
          id="member-search"
          text={q}
          onTextChange={setQ}
          onSearch={(text) => list.update({ q: text })}
          hint="Name, company, email, mobile number or member number."
        />
        <div className="staff-filters__grid">
          <FilterSelect
            id="member-category"
            label="Category"
            anyLabel="All categories"
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={values.category}
            onChange={(category) => list.update({ category })}
          />
          <FilterSelect
            id="member-status"
            label="Status"
            anyLabel="Active and expired"
            options={MEMBER_STATUS_OPTIONS}
            value={values.status}
            onChange={(status) => list.update({ status })}
          />
          <FilterSelect
            id="member-manual"
            label="Manual flag"
            anyLabel="Any"
            options={MANUAL_VALUES.map((value) => ({ value, label: MANUAL_LABELS[value] }))}
            value={values.manual}
            onChange={(manual) => list.update({ manual })}
          />
        </div>
        <div className="staff-filters__actions">
          {list.hasFilters ? (
            <button type="button" className="link-button" onClick={() => list.clear()}>
              Clear filters
            </button>
          ) : null}
          <DownloadCsvButton
            name="members"
            filters={{
              q: values.q,
              category: values.category,
              status: values.status,
              manual: values.manual,
            }}
            label="Download these members (CSV)"
          />
        </div>
      </div>

      <QueryState
        isPending={result.isPending}
        error={result.error}
        onRetry={() => void result.refetch()}
        loadingText="Loading members…"
      >
        {data && data.items.length === 0 ? (
          <EmptyState
            title={
              list.hasFilters ? 'No members match these filters.' : 'There are no members yet.'
            }
          >
            {list.hasFilters ? (
              <button type="button" className="link-button" onClick={() => list.clear()}>
                Clear filters to see all members
              </button>
            ) : null}
          </EmptyState>
        ) : data ? (
          <>
            <TableRegion label="Members table">
              <table className="staff-table">
                <caption className="visually-hidden">Members</caption>
                <thead>
                  <tr>
                    <SortHeader
                      label="Member no."
                      column="member_number"
                      sort={values.sort}
                      onSort={onSort}
                    />
                    <SortHeader
                      label="Name"
                      column="name"
                      sort={values.sort}
                      defaultSort="name"
                      onSort={onSort}
                    />
                    <SortHeader
                      label="Company"
                      column="company_name"
                      sort={values.sort}
                      onSort={onSort}
                    />
                    <th scope="col">Category</th>
                    <SortHeader
                      label="Expiry"
                      column="expires_at"
                      sort={values.sort}
                      onSort={onSort}
                    />
                    <th scope="col">Status</th>
                    <th scope="col">Manual flag</th>
                    <th scope="col">Reminders</th>
                  </tr>
                </thead>
                <tbody aria-busy={result.isFetching || undefined}>
                  {data.items.map((member) => {
                    const label =
                      member.name || member.company_name || (member.member_number ?? '');
                    return (
                      <tr key={member.id}>
                        <th scope="row">{member.member_number || '—'}</th>
                        <td>
                          {member.application_id !== null ? (
                            <Link to={`/staff/applications/${encodeId(member.application_id)}`}>
                              {member.name || '—'}
                              <span className="visually-hidden"> – open application</span>
                            </Link>
                          ) : (
                            member.name || '—'
                          )}
                        </td>
                        <td>{member.company_name || '—'}</td>
                        <td>{member.category.name || '—'}</td>
                        <td>{member.expires_at ? formatDisplayDate(member.expires_at) : '—'}</td>
                        <td>
                          <span className={`staff-badge staff-badge--member-${member.status}`}>
                            {member.status === 'active'
                              ? 'Active'
                              : member.status === 'expired'
                                ? 'Expired'
                                : member.status || '—'}
                          </span>
                        </td>
                        <td>
                          {canEdit ? (
                            <ManualFlagEditor
                              key={`${member.manual}|${member.documents_link}`}
                              member={member}
                              label={label}
                            />
                          ) : (
                            <>
                              {manualLabel(member.manual)}
                              {member.documents_link ? (
                                <>
                                  {' '}
                                  <a
                                    href={member.documents_link}
                                    target="_blank"
                                    rel="noopener noreferrer"
                                  >
                                    Documents
                                    <span className="visually-hidden"> of {label}</span>
                                  </a>
                                </>
                              ) : null}
                            </>
                          )}
                        </td>
                        <td>
                          <Link to={`/staff/reminders?member_id=${member.id}`}>
                            Reminders
                            <span className="visually-hidden">
                              {' '}
                              of member {member.member_number || label}
                            </span>
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableRegion>
            <ListPagination label="Members" list={list} total={data.total} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

export { MembersScreen as Component };
