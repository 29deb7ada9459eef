import { useState, type FocusEvent } from 'react';
import {
  datePartsProblem,
  partsOfValue,
  valueOfParts,
  type DatePart,
  type DateParts,
} from './date-parts';
import styles from './date-input.module.css';

export const DATE_INPUT_HINT = 'For example, 27 3 2026';

const PARTS: ReadonlyArray<{ part: DatePart; label: string; wide: boolean }> = [
  { part: 'day', label: 'Day', wide: false },
  { part: 'month', label: 'Month', wide: false },
  { part: 'year', label: 'Year', wide: true },
];

type DateInputProps = {
  /** The day's input has this id (an error summary's link focuses it); month and year add -month, -year. */
  id: string;
  /** The legend, the question the three inputs answer. */
  label: string;
  value: string;
  /** '' for no date, YYYY-MM-DD for a real one, or the parts typed so far (see date-parts.ts). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form's own message (a missing or out-of-range date); a message about the parts comes first. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** How messages name the date ("Date received must include a month"); the label by default. */
  messageName?: string;
  /** 'bday' for a date of birth: the browser may fill the three parts. */
  autoComplete?: 'bday';
  /**
   * False for a control that acts as it changes (a list's filter): parts that make no date yet are
   * kept here and not passed on.
   */
  passUnfinished?: boolean;
};

function withoutOptional(label: string): string {
  return label.replace(/\s*\(optional\)\s*$/i, '');
}

/** The day, month and year inputs, each with its label; `invalid` marks those a message is about. */
function PartInputs({
  id,
  parts,
  autoComplete,
  invalid,
  onChange,
}: {
  id: string;
  parts: DateParts;
  autoComplete: 'bday' | undefined;
  invalid: (part: DatePart) => boolean;
  onChange: (part: DatePart, typed: string) => void;
}) {
  return (
    <div className={styles.inputs}>
      {PARTS.map(({ part, label, wide }) => {
        const partId = part === 'day' ? id : `${id}-${part}`;
        return (
          <div key={part} className={styles.item}>
            <label htmlFor={partId} className={styles.partLabel}>
              {label}
            </label>
            <input
              id={partId}
              className={wide ? `${styles.input} ${styles.year}` : styles.input}
              inputMode="numeric"
              spellCheck={false}
              autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
              maxLength={wide ? 4 : 2}
              aria-invalid={invalid(part) ? true : undefined}
              value={parts[part]}
              onChange={(event) => onChange(part, event.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}

/**
 * The GOV.UK date input: day, month and year as three labelled inputs in a fieldset, with a hint
 * and the GOV.UK messages ("Date must include a month", "Date must be a real date") when the form
 * reports a problem (a filter: as the person leaves it). The form receives '' or YYYY-MM-DD.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint = DATE_INPUT_HINT,
  required = false,
  messageName = withoutOptional(label),
  autoComplete,
  passUnfinished = true,
}: DateInputProps) {
  const [state, setState] = useState(() => ({ parts: partsOfValue(value), seen: value }));
  const [left, setLeft] = useState(false);
  if (state.seen !== value) setState({ parts: partsOfValue(value), seen: value });
  const { parts } = state;
  const problem = datePartsProblem(parts, messageName);
  // In a form, messages come with the form's check (on submit): shown as the person leaves, one
  // would move the submit button from under their pointer. A filter has no check: it says at once.
  const shown = error || (left && !passUnfinished) ? (problem?.message ?? error) : undefined;
  const invalid = (part: DatePart) =>
    shown !== undefined && (problem === null || problem.parts.includes(part));

  function change(part: DatePart, typed: string) {
    const next: DateParts = { ...parts, [part]: typed };
    const nextValue = valueOfParts(next);
    const unfinished = nextValue !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(nextValue);
    if (unfinished && !passUnfinished) {
      setState({ parts: next, seen: value });
      return;
    }
    setState({ parts: next, seen: nextValue });
    onChange(nextValue);
  }

  function leave(event: FocusEvent<HTMLFieldSetElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    onBlur?.();
  }

  const describedBy = [hint ? `${id}-hint` : '', shown ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={shown ? `${styles.field} ${styles.hasError}` : styles.field}>
      <fieldset
        className={styles.fieldset}
        role="group"
        aria-describedby={describedBy || undefined}
        onBlur={leave}
      >
        <legend className={styles.legend}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </legend>
        {hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {shown ? (
          <p id={`${id}-error`} className={styles.error}>
            {shown}
          </p>
        ) : null}
        <PartInputs
          id={id}
          parts={parts}
          autoComplete={autoComplete}
          invalid={invalid}
          onChange={change}
        />
      </fieldset>
    </div>
  );
}
