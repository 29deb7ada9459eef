import { useId, type KeyboardEvent } from 'react';
import fieldParts from '../../ui/field.module.css';
import styles from './coupon-box.module.css';

export const COUPON_TOGGLE_LABEL = 'Apply coupon code';
export const COUPON_INPUT_LABEL = 'Coupon code';

type CouponBoxProps = {
  code: string;
  onCodeChange: (code: string) => void;
  /** The toggle: ticked while a coupon is applied. */
  applied: boolean;
  /** Ticking asks to apply the code; unticking to remove the coupon. */
  onToggle: (apply: boolean) => void;
  /** While a code is being checked, or a payment is in progress. */
  busy: boolean;
  /** 'Please enter a coupon code', or why the server refused the coupon. */
  error: string | null;
};

/**
 * The new-registration coupon (member spec §2.7): a code and a toggle. Enter in the code field
 * applies it, like ticking the box.
 */
export function CouponBox({ code, onCodeChange, applied, onToggle, busy, error }: CouponBoxProps) {
  const id = useId();
  const inputId = `${id}-code`;
  const toggleId = `${id}-toggle`;
  const errorId = `${id}-error`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!applied && !busy) onToggle(true);
    }
  }

  return (
    <fieldset className={styles.box} aria-busy={busy || undefined}>
      <legend className={styles.legend}>Coupon</legend>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {COUPON_INPUT_LABEL}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            readOnly={applied}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onCodeChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className={`${fieldParts.checkbox} ${styles.toggle}`}>
          <input
            id={toggleId}
            type="checkbox"
            checked={applied}
            disabled={busy}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <label htmlFor={toggleId}>{COUPON_TOGGLE_LABEL}</label>
        </div>
      </div>
      <p id={errorId} className={fieldParts.error} aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
