import { encodeId, formatDisplayDate } from '@portico/domain/format';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { toast } from '../../app/toast';
import { useCategoryOptions } from './api/get-category-options';
import { MEMBER_FILTER_KEYS, useMembers, type MemberItem } from './api/get-members';
import { useUpdateMember } from './api/update-member';
import { DownloadCsvButton } from './download-csv-button';
import { FilterSelect, MEMBER_STATUS_OPTIONS, SearchForm } from './filter-fields';
import { MANUAL_LABELS, MANUAL_VALUES, manualLabel, type ManualValue } from './labels';
import { useListParams } from './list-params';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from './staff-session';
import { EmptyState, ListPagination, QueryState, SortHeader, TableRegion } from './staff-ui';

/** The staff form's redirect: /staff/members?success=true&ref=<application id>. */
function savedNotice(search: URLSearchParams): { text: string; id: number | null } | null {
  if (search.get('success') !== 'true') return null;
  const ref = search.get('ref')?.trim() ?? '';
  const id = /^[1-9]\d{0,9}$/.test(ref) ? Number(ref) : null;
  return { text: ref ? `Application ${ref} saved` : 'Application saved', id };
}

/** The manual flag and documents link of one member, edited in the row. */
function ManualFlagEditor({ member, label }: { member: MemberItem; label: string }) {
  const known = (MANUAL_VALUES as readonly number[]).includes(member.manual);
  const [manual, setManual] = useState<string>(String(member.manual));
  const savedLink = member.documents_link ?? '';
  const [link, setLink] = useState(savedLink);
  const update = useUpdateMember();
  const changed = manual !== String(member.manual) || link.trim() !== savedLink;

  function save(event: FormEvent) {
    event.preventDefault();
    const value = Number(manual) as ManualValue;
    update.mutate(
      { id: member.id, flags: { manual: value, documents_link: link.trim() } },
      {
        onSuccess: (message) => toast.success(`${message}: ${label}`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  const selectId = `manual-${member.id}`;
  const linkId = `documents-${member.id}`;
  return (
    <form className="staff-inline-form" onSubmit={save} aria-label={`Manual flag of ${label}`}>
      <label htmlFor={selectId} className="visually-hidden">
        Manual flag for {label}
      </label>
      <select
        id={selectId}
        className="staff-input staff-input--narrow"
        value={manual}
        onChange={(event) => setManual(event.target.value)}
      >
        {!known ? <option value={String(member.manual)}>{member.manual}</option> : null}
        {MANUAL_VALUES.map((value) => (
          <option key={value} value={value}>
            {MANUAL_LABELS[value]}
          </option>
        ))}
      </select>
      <label htmlFor={linkId} className="visually-hidden">
        Documents link for {label} (optional)
      </label>
      <input
        id={linkId}
        className="staff-input"
        type="url"
        inputMode="url"
        placeholder="Documents link (optional)"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <button
        type="submit"
        className="button button--secondary"
        disabled={!changed || update.isPending}
      >
        {update.isPending ? 'Saving…' : 'Save'}
        <span className="visually-hidden"> flag for {label}</span>
      </button>
    </form>
  );
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

/** /staff/reminders rides on this module's chunk (see routes.tsx). */
export { RemindersScreen } from './reminders.screen';
