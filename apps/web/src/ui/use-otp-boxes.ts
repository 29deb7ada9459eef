import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { fillCode, keyAction, onlyDigits, typedEdit, type OtpEdit } from './otp-code';

type OtpBoxesOptions = {
  length: number;
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  autoFocus: boolean;
};

/**
 * The boxes' focus and events: each edit is committed through onChange (and onComplete once the
 * last box is filled), and focus follows it to its box once the change is rendered.
 */
export function useOtpBoxes({ length, value, onChange, onComplete, autoFocus }: OtpBoxesOptions) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  /** Where focus goes once a change is rendered (before it, that box may still be a gap). */
  const pendingFocus = useRef<number | null>(null);
  const digits = onlyDigits(value).slice(0, length);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

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

  function commit({ code: next, focus }: OtpEdit) {
    const code = next.slice(0, length);
    if (code === digits) {
      focusBox(focus);
      return;
    }
    pendingFocus.current = focus;
    onChange(code);
    if (code.length === length) onComplete(code);
  }

  return {
    digits,
    boxRef: (index: number) => (element: HTMLInputElement | null) => {
      boxes.current[index] = element;
    },
    onInput(index: number, event: ChangeEvent<HTMLInputElement>) {
      commit(typedEdit(digits, index, event.target.value, length));
    },
    onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
      const action = keyAction(event.key, index, digits);
      if (action === null) return;
      event.preventDefault();
      if (action.kind === 'edit') commit(action.edit);
      else if (action.kind === 'focus') focusBox(action.index);
    },
    onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
      event.preventDefault();
      const pasted = onlyDigits(event.clipboardData.getData('text'));
      if (pasted !== '') commit(fillCode(digits, index, pasted.slice(0, length), length));
    },
    onFocus(index: number, event: FocusEvent<HTMLInputElement>) {
      // Never leave a gap: a click past the entered digits lands on the first empty box.
      if (index > digits.length) focusBox(digits.length);
      else event.target.select();
    },
  };
}
