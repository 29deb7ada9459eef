// How typing, pasting and the editing keys change a one-time code held as digits without gaps.

/** The code after an edit, and the box that takes focus once it is shown. */
export type OtpEdit = { code: string; focus: number };

/** What a key does in a box: edits the code, moves focus, or nothing (the key is still handled). */
export type OtpKeyAction =
  { kind: 'edit'; edit: OtpEdit } | { kind: 'focus'; index: number } | { kind: 'none' };

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

const removeAt = (digits: string, index: number) =>
  digits.slice(0, index) + digits.slice(index + 1);

/** Writes `typed` from box `index` on (never past the first empty box); a full code fills every box. */
export function fillCode(digits: string, index: number, typed: string, length: number): OtpEdit {
  if (typed.length >= length) return { code: typed, focus: length - 1 };
  const start = Math.min(index, digits.length);
  return {
    code: digits.slice(0, start) + typed + digits.slice(start + typed.length),
    focus: start + typed.length,
  };
}

/** Box `index` now holds `raw`: typed digits go in from there, an emptied box loses its digit. */
export function typedEdit(digits: string, index: number, raw: string, length: number): OtpEdit {
  let typed = onlyDigits(raw);
  const current = digits[index] ?? '';
  // Typing into a filled box: keep the new digit, whichever side of the old one it went.
  if (current !== '' && typed.length === 2) {
    typed = typed.startsWith(current) ? typed.slice(1) : typed.slice(0, 1);
  }
  if (typed === '') return { code: removeAt(digits, index), focus: index };
  return fillCode(digits, index, typed, length);
}

/**
 * Backspace and Delete remove a digit (Backspace on an empty box the one before it); the arrows,
 * Home and End move between the filled boxes and the first empty one. Null for any other key.
 */
export function keyAction(key: string, index: number, digits: string): OtpKeyAction | null {
  switch (key) {
    case 'Backspace':
    case 'Delete':
      if (digits[index] !== undefined) {
        return { kind: 'edit', edit: { code: removeAt(digits, index), focus: index } };
      }
      if (key === 'Backspace' && index > 0) {
        return { kind: 'edit', edit: { code: removeAt(digits, index - 1), focus: index - 1 } };
      }
      return { kind: 'none' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'focus', index: index - 1 };
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'focus', index: Math.min(index + 1, digits.length) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: digits.length };
    default:
      return null;
  }
}
