// The pieces the staff list and export screens build their filters from: a search form and a select
// whose empty first option means "no filter".
import { useState, type FormEvent, type ReactNode } from 'react';
import { OptionsWithAny } from '../select-options';
import buttons from '../button.module.css';
import fieldStyles from './field.module.css';
import styles from './filter-fields.module.css';

export type FilterOption = { value: string | number; label: string };

/** A member's status as the member filters and the members export offer it. */
export const MEMBER_STATUS_OPTIONS: readonly FilterOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
];

/** A labelled select; its first option (the empty value) reads `anyLabel`. */
export function FilterSelect({
  id,
  label,
  anyLabel,
  options,
  value,
  onChange,
  className = fieldStyles.field,
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** Replaces the field's look (a filter of its own, narrower than the column). */
  className?: string | undefined;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <OptionsWithAny any={anyLabel} options={options} />
      </select>
    </div>
  );
}

/** The text being typed: the searched `value` until edited, and again whenever `value` changes. */
function useSearchText(value: string) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return [text, setText] as const;
}

/**
 * The search box of a list: its text, a Search button and a hint saying what it searches. The box
 * keeps what is typed until it is submitted; a new searched `value` (from the URL) replaces it.
 */
export function SearchForm({
  id,
  value,
  onSearch,
  hint,
}: {
  id: string;
  value: string;
  onSearch: (q: string) => void;
  hint: ReactNode;
}) {
  const [text, setText] = useSearchText(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} className={fieldStyles.label}>
        Search
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          className={fieldStyles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className={buttons.primary}>
          Search
        </button>
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
    </form>
  );
}
