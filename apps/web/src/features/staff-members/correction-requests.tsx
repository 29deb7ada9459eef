import { useState } from 'react';
import { formatIndiaDate } from '@portico/domain/format';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { Notice } from '../../ui/list/notice';
import { useCloseCorrection, type MemberRecord } from './api/member-record';
import { LabelledTextarea } from '../../ui/labelled-fields';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

type Correction = MemberRecord['corrections'][number];

/** What the member asked, as they wrote it (shown beside the record and the form). */
export function RequestedChange({ correction }: { correction: Correction }) {
  return (
    <div className={styles.request}>
      <p>
        <strong>The member asked on {formatIndiaDate(new Date(correction.created_at))}:</strong>
      </p>
      <p>{correction.details}</p>
    </div>
  );
}

function RefuseForm({ memberId, requestId }: { memberId: number; requestId: number }) {
  const close = useCloseCorrection(memberId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `refuse-${requestId}`;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setError(PRIVACY_MESSAGES.refuseReasonRequired);
        setError(undefined);
        close.mutate({ requestId, action: 'refuse', reason: reason.trim() });
      }}
    >
      <LabelledTextarea
        id={id}
        label="Why the record stays as it is (the member is told)"
        error={error}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <p>
        <button type="submit" className={buttons.warning} disabled={close.isPending}>
          Refuse the request
        </button>
      </p>
      <MutationOutcome action={{ ...close, data: close.data }} />
    </form>
  );
}

/** Each open correction request: what was asked, and Change details (which closes it) or Refuse. */
export function CorrectionRequests({
  record,
  onChange,
}: {
  record: MemberRecord;
  onChange: (requestId: number) => void;
}) {
  const [refusing, setRefusing] = useState<number | null>(null);
  return (
    <>
      {record.corrections.map((correction) => (
        <Notice key={correction.id} tone="warning" role="note">
          <h2>Correction request</h2>
          <RequestedChange correction={correction} />
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => onChange(correction.id)}
            >
              Change details for this request
            </button>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setRefusing(correction.id)}
            >
              Refuse with a reason
            </button>
          </div>
          {refusing === correction.id ? (
            <RefuseForm memberId={record.id} requestId={correction.id} />
          ) : null}
        </Notice>
      ))}
    </>
  );
}
