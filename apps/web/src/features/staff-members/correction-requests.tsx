import { useState } from 'react';
import { formatIndiaDate } from '@portico/domain/format';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { Notice } from '../../ui/list/notice';
import { useCloseCorrection, type MemberRecord } from './api/member-record';
import { RequiredTextForm } from './required-text-form';
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
  return (
    <RequiredTextForm
      id={`refuse-${requestId}`}
      label="Why the record stays as it is (the member is told)"
      requiredMessage={PRIVACY_MESSAGES.refuseReasonRequired}
      submit={{ label: 'Refuse the request', className: buttons.warning }}
      action={{ ...close, data: close.data }}
      onSend={(reason) => close.mutate({ requestId, action: 'refuse', reason })}
    />
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
