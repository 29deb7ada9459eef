import { formatDisplayDate } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { validateMembership, type MembershipRecord } from './api/validate-membership';
import pageStyles from '../../ui/page.module.css';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';

const NUMBER_ID = 'membership-check-number';
const NUMBER_ERROR_ID = 'membership-check-number-error';

/**
 * /membership/validate (public, in both route tables): anyone can check whether a member number
 * belongs to a current member: name, category and valid-until date.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function MembershipCheckScreen() {
  usePageTitle(MESSAGES.membershipCheckHeading);
  const [number, setNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const check = useMutation({
    mutationFn: (value: string) => validateMembership(value),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = number.trim();
    if (value === '') {
      setFieldError('Please enter a member number.');
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    check.mutate(value);
  }

  return (
    <section className={`${pageStyles.page} membership-check`} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {MESSAGES.membershipCheckHeading}
        </h1>
        <p className={pageStyles.lead}>
          Enter a member number to see whether it belongs to a current member of the association.
        </p>
      </div>

      <form className="membership-check__form" onSubmit={onSubmit} noValidate>
        <div className="membership-check__field">
          <label htmlFor={NUMBER_ID} className="membership-check__label">
            {MESSAGES.memberNumber}
          </label>
          <input
            ref={inputRef}
            id={NUMBER_ID}
            className="membership-check__input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? NUMBER_ERROR_ID : undefined}
            required
          />
          {fieldError ? (
            <p id={NUMBER_ERROR_ID} className={fieldParts.error} role="alert">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className={buttons.primary}
          disabled={check.isPending}
          aria-busy={check.isPending || undefined}
        >
          {check.isPending ? 'Checking…' : 'Check'}
        </button>
      </form>

      <div aria-live="polite">
        {check.isError ? (
          <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
            {errorMessage(check.error)}
          </p>
        ) : check.data ? (
          <MembershipResult record={check.data} />
        ) : null}
      </div>
    </section>
  );
}

function MembershipResult({ record }: { record: MembershipRecord }) {
  return (
    <section
      className={`membership-check__result membership-check__result--${record.current ? 'current' : 'lapsed'}`}
      aria-label="Result"
    >
      <p className="membership-check__status">
        {record.current ? MESSAGES.currentMember : MESSAGES.notCurrentMember}
      </p>
      <dl className="membership-check__facts">
        <div>
          <dt>{MESSAGES.memberNumber}</dt>
          <dd>{record.member_number}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{record.name}</dd>
        </div>
        <div>
          <dt>{MESSAGES.category}</dt>
          <dd>{record.category}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatDisplayDate(record.valid_until)}</dd>
        </div>
      </dl>
    </section>
  );
}

export { MembershipCheckScreen as Component };
