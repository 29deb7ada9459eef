import { useState } from 'react';
import { Link } from 'react-router';
import { formatDisplayDate } from '@portico/domain/format';
import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  PRIVACY_MESSAGES,
} from '@portico/domain/privacy';
import { ConfirmModal } from '../../ui/confirm-modal';
import { ActionsHeader, DataTable } from '../../ui/list/data-table';
import { ErrorMessage, fieldAria } from '../../ui/field-parts';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import type { StaffDataRequestItem } from './api/data-requests';
import styles from './data-requests.module.css';

type Actions = {
  busy: boolean;
  onComplete: (id: number) => void;
  onRefuse: (id: number, reason: string) => void;
};

export function DataRequestsTable({
  items,
  ...actions
}: { items: StaffDataRequestItem[] } & Actions) {
  return (
    <DataTable
      label="Data requests"
      caption="Members’ requests to correct or erase their data, open first"
      columns={[
        'Member',
        'Request',
        'Made on',
        'Status',
        <ActionsHeader key="actions" label="Actions" />,
      ]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td>
            {item.member_name}
            <br />
            {item.company_name}
            {item.member_number ? ` (${item.member_number})` : ''}
          </td>
          <td className={styles.wrap}>
            {DATA_REQUEST_KIND_LABELS[item.kind]}
            {item.details ? <p>{item.details}</p> : null}
          </td>
          <td>{formatDisplayDate(new Date(item.created_at))}</td>
          <td className={styles.wrap}>
            {DATA_REQUEST_STATUS_LABELS[item.status]}
            {item.reason ? <p>{item.reason}</p> : null}
            {item.closed_by ? <p>By {item.closed_by}</p> : null}
          </td>
          <td>{item.status === 'open' ? <RowActions item={item} {...actions} /> : null}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Refusing a request: the reason (required), which the member is told. */
function RefuseForm({
  item,
  busy,
  onRefuse,
}: {
  item: StaffDataRequestItem;
  busy: boolean;
  onRefuse: Actions['onRefuse'];
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonId = `refuse-reason-${item.id}`;
  return (
    <form
      className={styles.refuse}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setError(PRIVACY_MESSAGES.refuseReasonRequired);
        onRefuse(item.id, reason.trim());
      }}
    >
      <label htmlFor={reasonId} className={fieldStyles.label}>
        Reason for refusing
      </label>
      <ErrorMessage id={`${reasonId}-error`} message={error} />
      <textarea
        {...fieldAria(reasonId, error)}
        className={fieldStyles.input}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className={buttons.secondary} disabled={busy}>
        Refuse request
      </button>
    </form>
  );
}

function RowActions({
  item,
  busy,
  onComplete,
  onRefuse,
}: { item: StaffDataRequestItem } & Actions) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'refuse'>('idle');
  const who = `${item.member_name}’s ${item.kind} request`;
  if (step === 'refuse') {
    return <RefuseForm item={item} busy={busy} onRefuse={onRefuse} />;
  }
  return (
    <div className={styles.actions}>
      {item.kind === 'correction' ? (
        <Link to={`/staff/members/${item.member_id}?change=details&request=${item.id}`}>
          Change their details
          <span className="visually-hidden"> ({who})</span>
        </Link>
      ) : null}
      {item.kind === 'erasure' ? (
        <button type="button" className={buttons.warning} onClick={() => setStep('confirm')}>
          Erase data…
          <span className="visually-hidden"> ({who})</span>
        </button>
      ) : (
        <button
          type="button"
          className={buttons.primary}
          disabled={busy}
          onClick={() => onComplete(item.id)}
        >
          Mark as corrected
          <span className="visually-hidden"> ({who})</span>
        </button>
      )}
      <button type="button" className={buttons.secondary} onClick={() => setStep('refuse')}>
        Refuse…
        <span className="visually-hidden"> ({who})</span>
      </button>
      {step === 'confirm' ? (
        <ConfirmErasure
          item={item}
          busy={busy}
          onConfirm={() => {
            setStep('idle');
            onComplete(item.id);
          }}
          onCancel={() => setStep('idle')}
        />
      ) : null}
    </div>
  );
}

/** Before an erasure: whose data, what it does, and that it cannot be undone. */
function ConfirmErasure({
  item,
  busy,
  onConfirm,
  onCancel,
}: {
  item: StaffDataRequestItem;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const whose = item.member_number
    ? `${item.member_name} (${item.member_number})`
    : item.member_name;
  return (
    <ConfirmModal
      question={`Erase the personal data of ${whose}?`}
      confirmLabel="Yes, erase their data"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Their name, contacts and addresses are masked, their documents deleted and they are signed
        out. Issued invoices are kept, as GST law requires. They are emailed that it is done.
      </p>
      <p>
        <strong>This cannot be undone.</strong>
      </p>
    </ConfirmModal>
  );
}
