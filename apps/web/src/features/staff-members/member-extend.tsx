import { useState } from 'react';
import { MEMBER_RECORD_MESSAGES } from '@portico/domain/contracts/member-record.contract';
import { isApiError } from '../../app/api-client';
import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { useExtendMembership } from './api/member-record';
import { LabelledTextarea, LabelledInput } from '../../ui/labelled-fields';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

/** 'DD-MM-YYYY' (or with / or spaces) to 'YYYY-MM-DD'; null when it is not a date written so. */
export function isoOfDisplayDate(value: string): string | null {
  const match = /^\s*(\d{1,2})[-/ .](\d{1,2})[-/ .](\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

const DATE_MESSAGE = 'Enter the new end date as day-month-year, like 31-03-2027';

/**
 * Renew or extend by hand (admin): a new last day and the reason, audited. No invoice is issued:
 * a payment taken is recorded on the application, which issues it.
 */
export function MemberExtend({ memberId }: { memberId: number }) {
  const extend = useExtendMembership(memberId);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ until?: string; reason?: string }>({});
  const serverUntil = isApiError(extend.error) ? extend.error.errors?.until : undefined;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const iso = isoOfDisplayDate(until);
        const found = {
          ...(iso ? {} : { until: DATE_MESSAGE }),
          ...(reason.trim() ? {} : { reason: MEMBER_RECORD_MESSAGES.reasonRequired }),
        };
        setErrors(found);
        if (iso && reason.trim()) extend.mutate({ until: iso, reason: reason.trim() });
      }}
    >
      <p>
        Renew or extend this membership without a payment. No invoice is issued; if the member paid,
        record the payment on their application instead.
      </p>
      <LabelledInput
        id="extend-until"
        label="New last day of the membership"
        hint="Day-month-year, for example 31-03-2027"
        error={errors.until ?? serverUntil}
        inputMode="numeric"
        autoComplete="off"
        value={until}
        onChange={(event) => setUntil(event.target.value)}
      />
      <LabelledTextarea
        id="extend-reason"
        label="Reason"
        error={errors.reason}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <p>
        <button type="submit" className={buttons.secondary} disabled={extend.isPending}>
          Extend membership
        </button>
      </p>
      <MutationOutcome
        action={{
          ...extend,
          isError: extend.isError && !serverUntil,
          data: extend.data,
          error: extend.error,
        }}
      />
    </form>
  );
}
