import { Link } from 'react-router';
import { useMessages, useResendMessage } from '../../app/staff/api/messages';
import { MessagesTable } from '../../app/staff/messages-table';
import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { QueryResult } from '../../app/staff/query-state';
import { EmptyState } from '../../ui/list/empty-state';

const SHOWN = 100;

/**
 * Every message sent to the member (to their email or mobile, about their application, or tagged
 * with them), failed first, with its text on demand and Resend as on the Messages screen.
 */
export function MemberMessages({ memberId, canResend }: { memberId: number; canResend: boolean }) {
  const result = useMessages({ member_id: String(memberId), pageSize: String(SHOWN) });
  const resend = useResendMessage();
  const data = result.data;
  return (
    <>
      <MutationOutcome action={resend} />
      <QueryResult query={result} loadingText="Loading messages…">
        {data && data.items.length === 0 ? (
          <EmptyState title="No messages have been sent to this member." />
        ) : data ? (
          <>
            <MessagesTable
              items={data.items}
              isFetching={result.isFetching}
              canResend={canResend}
              onResend={(id) => resend.mutate(id)}
              resending={resend.isPending}
            />
            {data.total > data.items.length ? (
              <p>
                <Link to={`/staff/messages?member_id=${memberId}`}>
                  All {data.total} messages to this member
                </Link>
              </p>
            ) : null}
          </>
        ) : null}
      </QueryResult>
    </>
  );
}
