import { useState } from 'react';
import { formatDateTime } from './format';
import { messageKindLabel } from './message-kind-label';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { useMessage, type MessageItem } from './api/messages';
import buttons from '../../ui/button.module.css';
import tableStyles from '../../ui/list/table.module.css';

export const CHANNEL_LABELS: Record<MessageItem['channel'], string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const STATUS_LABELS: Record<MessageItem['status'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** When the message last changed, for the status column. */
function statusTime(message: MessageItem): string | null {
  return (
    message.failed_at ??
    message.read_at ??
    message.delivered_at ??
    message.sent_at ??
    message.next_attempt_at
  );
}

function MessageText({ id }: { id: number }) {
  const detail = useMessage(id, true);
  if (detail.isPending) return <p role="status">Loading the text…</p>;
  if (detail.error || !detail.data) return <p role="alert">The text could not be loaded.</p>;
  return <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.data.text}</pre>;
}

function MessageRow({
  message,
  canResend,
  onResend,
  resending,
}: {
  message: MessageItem;
  canResend: boolean;
  onResend: (id: number) => void;
  resending: boolean;
}) {
  const [open, setOpen] = useState(false);
  const time = statusTime(message);
  const textId = `message-text-${message.id}`;
  return (
    <>
      <tr>
        <th scope="row">{message.to}</th>
        <td>{CHANNEL_LABELS[message.channel]}</td>
        <td className={tableStyles.long}>
          {message.subject ?? '—'}
          {message.kind ? <div>{messageKindLabel(message.kind)}</div> : null}
        </td>
        <td>
          {STATUS_LABELS[message.status]}
          {time ? <div>{formatDateTime(time)}</div> : null}
          {message.status !== 'sent' && message.error ? <div>{message.error}</div> : null}
        </td>
        <td>{formatDateTime(message.created_at)}</td>
        <td>
          <button
            type="button"
            className={buttons.link}
            aria-expanded={open}
            aria-controls={textId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide text' : 'Show text'}
            <span className="visually-hidden"> of the message to {message.to}</span>
          </button>
          {canResend && message.not_resendable_reason === null ? (
            <div>
              <button
                type="button"
                className={buttons.link}
                disabled={resending}
                onClick={() => onResend(message.id)}
              >
                Resend<span className="visually-hidden"> the message to {message.to}</span>
              </button>
            </div>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr id={textId}>
          <td colSpan={6}>
            <MessageText id={message.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Before a resend: a message sent cannot be called back, so say what goes to whom. */
function ConfirmResend({
  message,
  onConfirm,
  onCancel,
}: {
  message: MessageItem;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const what = message.subject ? `“${message.subject}”` : 'this message';
  return (
    <ConfirmModal
      question={`Resend the ${CHANNEL_LABELS[message.channel]} to ${message.to}?`}
      confirmLabel="Yes, resend it"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        A new copy of {what} is sent to {message.to} by {CHANNEL_LABELS[message.channel]}. It cannot
        be called back once sent.
      </p>
    </ConfirmModal>
  );
}

/** Every message, failed first, then the newest; Resend asks first. */
export function MessagesTable({
  items,
  isFetching,
  canResend,
  onResend,
  resending,
}: {
  items: readonly MessageItem[];
  isFetching: boolean;
  canResend: boolean;
  onResend: (id: number) => void;
  resending: boolean;
}) {
  const [confirming, setConfirming] = useState<MessageItem | null>(null);
  return (
    <>
      {confirming ? (
        <ConfirmResend
          message={confirming}
          onConfirm={() => {
            onResend(confirming.id);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      <DataTable
        label="Messages table"
        caption="Messages, failed first"
        columns={[
          'To',
          'Channel',
          'Subject',
          'Status',
          'Written',
          <ActionsHeader key="actions" label="Actions" />,
        ]}
        busy={isFetching}
      >
        {items.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            canResend={canResend}
            onResend={() => setConfirming(message)}
            resending={resending}
          />
        ))}
      </DataTable>
    </>
  );
}
