import { MESSAGES } from '@portico/domain/messages';
import type { MembershipCheck } from './use-membership-check';
import { RequiredInput } from '../../ui/labelled-fields';
import { SubmitButton } from '../../ui/save-button';
import styles from './membership-number-form.module.css';

const NUMBER_ID = 'membership-check-number';

/** The member number field, its error, and Check ('Checking…' while the check runs). */
export function MembershipNumberForm({ form }: { form: MembershipCheck }) {
  const { number, fieldError, inputRef, check } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <RequiredInput
        ref={inputRef}
        id={NUMBER_ID}
        label={MESSAGES.memberNumber}
        error={fieldError}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={number}
        onChange={(event) => form.onNumberChange(event.target.value)}
      />
      <SubmitButton busy={check.isPending} className={styles.submit}>
        {check.isPending ? 'Checking…' : 'Check'}
      </SubmitButton>
    </form>
  );
}
