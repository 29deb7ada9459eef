import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';

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

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code as N single-digit boxes. The value has no gaps: box i shows value[i], focus always
 * lands on a filled box or the first empty one. Typing moves forward, Backspace back, the arrows move
 * between boxes, and pasting (or the browser's one-time-code autofill) fills from the box it lands in,
 * a full-length code filling every box.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
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
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = onlyDigits(value).slice(0, length);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Where focus goes once a change is rendered (before it, that box may still be a gap). */
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (autoFocus) focusBox(digits.length);
    // Mount only: later focus follows the user's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    focusBox(pendingFocus.current);
    pendingFocus.current = null;
  });

  function commit(next: string, focusIndex: number) {
    const code = next.slice(0, length);
    if (code === digits) {
      focusBox(focusIndex);
      return;
    }
    pendingFocus.current = focusIndex;
    onChange(code);
    if (code.length === length) onComplete(code);
  }

  /** Writes `typed` from box `index` on (never past the first empty box). */
  function fill(index: number, typed: string) {
    if (typed.length >= length) {
      commit(typed, length - 1);
      return;
    }
    const start = Math.min(index, digits.length);
    const next = digits.slice(0, start) + typed + digits.slice(start + typed.length);
    commit(next, start + typed.length);
  }

  function onInput(index: number, event: ChangeEvent<HTMLInputElement>) {
    let typed = onlyDigits(event.target.value);
    const current = digits[index] ?? '';
    // Typing into a filled box: keep the new digit, whichever side of the old one it went.
    if (current !== '' && typed.length === 2) {
      typed = typed.startsWith(current) ? typed.slice(1) : typed.slice(0, 1);
    }
    if (typed === '') {
      commit(digits.slice(0, index) + digits.slice(index + 1), index);
      return;
    }
    fill(index, typed);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      if (digits[index] !== undefined) {
        commit(digits.slice(0, index) + digits.slice(index + 1), index);
      } else if (event.key === 'Backspace' && index > 0) {
        commit(digits.slice(0, index - 1) + digits.slice(index), index - 1);
      }
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusBox(Math.min(index + 1, digits.length));
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(digits.length);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted !== '') fill(index, pasted.slice(0, length));
  }

  return (
    <fieldset className={`otp-input${invalid ? ' otp-input--invalid' : ''}`} disabled={disabled}>
      <legend className="otp-input__legend">{label}</legend>
      <div className="otp-input__boxes">
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            value={digits[index] ?? ''}
            onChange={(event) => onInput(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => {
              // Never leave a gap: a click past the entered digits lands on the first empty box.
              if (index > digits.length) focusBox(digits.length);
              else event.target.select();
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
