// The pieces the staff list and export screens build their filters from: a search form and a select
// whose empty first option means "no filter".
import type { FormEvent, ReactNode } from 'react';
import buttons from '../button.module.css';

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
}: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="staff-field">
      <label htmlFor={id} className="staff-field__label">
        {label}
      </label>
      <select
        id={id}
        className="staff-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search box of a list: its text, a Search button and a hint saying what it searches. */
export function SearchForm({
  id,
  text,
  onTextChange,
  onSearch,
  hint,
}: {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (q: string) => void;
  hint: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="staff-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="staff-field__label">
        Search
      </label>
      <div className="staff-search__row">
        <input
          id={id}
          className="staff-input"
          type="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className={buttons.primary}>
          Search
        </button>
      </div>
      <p id={`${id}-hint`} className="staff-field__hint">
        {hint}
      </p>
    </form>
  );
}
