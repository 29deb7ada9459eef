import { Link } from 'react-router';
import { formatDateTime } from '../../app/staff/format';
import { useApplicationMessages } from './api/get-application-messages';
import { CHANNEL_LABELS, STATUS_LABELS } from '../../app/staff/messages-table';

/** Every message about the application: when, how, to whom, and whether it arrived. */
export function ApplicationMessages({ applicationId }: { applicationId: number }) {
  const result = useApplicationMessages(applicationId, true);
  if (result.isPending) return <p role="status">Loading messages…</p>;
  if (result.error || !result.data) return <p role="alert">The messages could not be loaded.</p>;
  const { items, total } = result.data;
  return (
    <>
      {items.length === 0 ? (
        <p>No messages have been sent about this application.</p>
      ) : (
        <ul>
          {items.map((message) => (
            <li key={message.id}>
              {formatDateTime(message.created_at)} · {CHANNEL_LABELS[message.channel]} to{' '}
              {message.to}
              {message.subject ? ` · ${message.subject}` : ''} · {STATUS_LABELS[message.status]}
              {message.status === 'failed' && message.error ? ` (${message.error})` : ''}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`/staff/messages?application_id=${applicationId}`}>
          {total > items.length ? `All ${total} messages` : 'Open these messages'}
        </Link>{' '}
        to read their text or resend one.
      </p>
    </>
  );
}
