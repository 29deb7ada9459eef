import { Link } from 'react-router';
import { MEMBER_FILTER_KEYS, useMembers } from './api/get-members';
import { MemberFilters } from './member-filters';
import { SavedNotice, savedNotice } from './saved-notice';
import { MembersTable } from './members-table';
import { WaitingTransfers } from './waiting-transfers';
import { useListParams } from '../../ui/list/list-params';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { MANUAL_FLAG_LABEL } from '../../app/staff/labels';
import { ListResults } from '../../app/staff/list-results';
import { StaffPage } from '../../app/staff/staff-page';
import buttons from '../../ui/button.module.css';

/**
 * /staff/members: members with filters, search, sorting and paging (kept in the URL), and the
 * manual-update flag editable in each row (admin and office), who also see the transfers of
 * companies' accounts waiting for their approval above the list.
 */
export function MembersScreen() {
  const user = useStaffUser();
  const list = useListParams(MEMBER_FILTER_KEYS);
  const { values } = list;
  const canEdit = hasAnyRole(user, ...PAGE_ROLES.editMember);
  const notice = savedNotice(list.search);

  const result = useMembers({
    ...list.query,
    sort: values.sort,
  });

  return (
    <StaffPage
      title="Members"
      lead={
        <>
          Every member, their category and expiry.
          {canEdit
            ? ` Set “${MANUAL_FLAG_LABEL}” to Yes to make a member confirm the documents on record, or upload new ones when there is no documents link, before renewing.`
            : ''}
        </>
      }
      action={
        hasAnyRole(user, 'admin') ? (
          <Link to="/staff/members/import" className={buttons.secondary}>
            Import members
          </Link>
        ) : null
      }
    >
      {notice ? <SavedNotice notice={notice} onDismiss={() => list.update({})} /> : null}

      <WaitingTransfers canDecide={canEdit} />

      <MemberFilters list={list} />

      <ListResults
        result={result}
        list={list}
        loadingText="Loading members…"
        label="Members"
        empty={{
          filtered: 'No members match these filters.',
          empty: 'There are no members yet.',
          clearText: 'Clear filters to see all members',
        }}
        table={(items) => (
          <MembersTable
            items={items}
            sort={values.sort}
            onSort={(sort) => list.update({ sort })}
            isFetching={result.isFetching}
            canEdit={canEdit}
          />
        )}
      />
    </StaffPage>
  );
}

export { MembersScreen as Component };
