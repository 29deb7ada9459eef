import { MESSAGES } from '@portico/domain/messages';
import type { MembershipCheck } from './use-membership-check';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';
import styles from './membership-number-form.module.css';

const NUMBER_ID = 'membership-check-number';
const NUMBER_ERROR_ID = 'membership-check-number-error';

/** The member number field, its error, and Check ('Checking…' while the check runs). */
export function MembershipNumberForm({ form }: { form: MembershipCheck }) {
  const { number, fieldError, inputRef, check } = form;
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <div className={fieldParts.field}>
        <label htmlFor={NUMBER_ID} className={fieldParts.label}>
          {MESSAGES.memberNumber}
        </label>
        <input
          ref={inputRef}
          id={NUMBER_ID}
          className={styles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={number}
          onChange={(event) => form.onNumberChange(event.target.value)}
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
        className={`${buttons.primary} ${styles.submit}`}
        disabled={check.isPending}
        aria-busy={check.isPending || undefined}
      >
        {check.isPending ? 'Checking…' : 'Check'}
      </button>
    </form>
  );
}
