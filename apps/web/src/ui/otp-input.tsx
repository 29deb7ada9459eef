import { useOtpBoxes } from './use-otp-boxes';
import styles from './otp-input.module.css';

export type OtpInputProps = {
  /** The group's name (the fieldset legend), e.g. 'Enter the OTP'. */
  label: string;
  /** Number of digit boxes. */
  length: number;
  /** The digits entered so far, left to right, without gaps. */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last box is filled (the spec's auto-submit). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Focuses the first empty box on mount. */
  autoFocus?: boolean;
};

/**
 * A one-time code as N single-digit boxes. The value has no gaps: box i shows value[i], focus always
 * lands on a filled box or the first empty one. Typing moves forward, Backspace back, the arrows move
 * between boxes, and pasting (or the browser's one-time-code autofill) fills from the box it lands in,
 * a full-length code filling every box.
 */
export function OtpInput({
  label,
  length,
  value,
  onChange,
  onComplete,
  disabled = false,
  invalid = false,
  autoFocus = false,
}: OtpInputProps) {
  const otp = useOtpBoxes({ length, value, onChange, onComplete, autoFocus });
  return (
    <fieldset className={invalid ? styles.invalid : undefined} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.boxes}>
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={otp.boxRef(index)}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            value={otp.digits[index] ?? ''}
            onChange={(event) => otp.onInput(index, event)}
            onKeyDown={(event) => otp.onKeyDown(index, event)}
            onPaste={(event) => otp.onPaste(index, event)}
            onFocus={(event) => otp.onFocus(index, event)}
          />
        ))}
      </div>
    </fieldset>
  );
}
