import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { EmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import { ListPagination } from '../../ui/list/pagination';
import { useResendMessage } from '../../app/staff/api/messages';
import { MessageFilters } from './message-filters';
import { MessagesTable } from '../../app/staff/messages-table';
import { useMessageList } from './use-message-list';
import buttons from '../../ui/button.module.css';

/** Whose messages the page shows, when the application or member page linked here. */
function OwnerNotice({ list }: { list: ReturnType<typeof useMessageList>['list'] }) {
  const { application_id: applicationId, member_id: memberId } = list.values;
  if (!applicationId && !memberId) return null;
  return (
    <p>
      {applicationId ? 'Messages about one application. ' : 'Messages to one member. '}
      <button
        type="button"
        className={buttons.link}
        onClick={() => list.update({ application_id: '', member_id: '' })}
      >
        Show every message
      </button>
    </p>
  );
}

/**
 * /staff/messages (admin, office, accounts): every email, SMS and WhatsApp message, failed first,
 * with its delivery; its text on demand; Resend (admin, office) queues a new copy. Filters and paging
 * are kept in the URL; `?application_id=` and `?member_id=` are an applicant's or member's messages.
 */
export function MessagesScreen() {
  const { list, result } = useMessageList();
  const user = useStaffUser();
  const resend = useResendMessage();
  const data = result.data;
  return (
    <StaffPage
      title="Messages"
      lead="Every email and text message sent to applicants, members and staff. A message that could not be sent is retried, then shown here as failed; you can resend it."
    >
      <OwnerNotice list={list} />
      <MessageFilters list={list} />
      <MutationOutcome action={resend} />
      <QueryResult query={result} loadingText="Loading messages…">
        {data && data.items.length === 0 ? (
          <EmptyState
            title={list.hasFilters ? 'No messages match these filters.' : 'No messages yet.'}
          />
        ) : data ? (
          <>
            <MessagesTable
              items={data.items}
              isFetching={result.isFetching}
              canResend={hasAnyRole(user, ...PAGE_ROLES.resendMessages)}
              onResend={(id) => resend.mutate(id)}
              resending={resend.isPending}
            />
            <ListPagination label="Messages" list={list} total={data.total} />
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { MessagesScreen as Component };
