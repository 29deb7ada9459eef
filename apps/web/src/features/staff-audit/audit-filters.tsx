import { useState, type FormEvent } from 'react';
import type { useListParams } from '../../ui/list/list-params';
import buttons from '../../ui/button.module.css';
import { DateInput } from '../../ui/date-input';
import { LabelledInput } from '../../ui/labelled-fields';
import { FilterSelect } from '../../ui/list/filter-fields';
import formLayout from '../../ui/list/form-layout.module.css';
import panel from '../../ui/list/panel.module.css';
import { AUDIT_FILTER_KEYS, type AuditFilterKey, type AuditFilters } from './api/list-audit';
import { ENTITY_LABELS } from './audit-labels';
import styles from './audit.module.css';

const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }));

type AuditListParams = ReturnType<typeof useListParams<AuditFilterKey>>;

type TextField = { key: AuditFilterKey; label: string; hint?: string; type?: 'text' | 'date' };

const TEXT_FIELDS: readonly TextField[] = [
  {
    key: 'entity_id',
    label: 'Record id',
    hint: 'An application or member id, or an order number.',
  },
  {
    key: 'actor',
    label: 'Who',
    hint: "A staff member's email or name, a member's email, or staff:3.",
  },
  {
    key: 'action',
    label: 'Action',
    hint: 'For example review.approve, or review for every decision.',
  },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
  {
    key: 'q',
    label: 'Text in the changes',
    hint: 'Any value before or after, for example a PAN or a mobile number (+91 is fine); an application or member number also finds its record.',
  },
];

function typedFrom(values: Record<AuditFilterKey, string>): AuditFilters {
  return Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, values[key]]));
}

/** One filter: a date as the GOV.UK date input (applied once it is a date), else a text box. */
function FilterField({
  field,
  value,
  onChange,
}: {
  field: TextField;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `audit-${field.key}`;
  if (field.type === 'date') {
    return (
      <DateInput
        id={id}
        label={field.label}
        value={value}
        onChange={onChange}
        passUnfinished={false}
      />
    );
  }
  return (
    <LabelledInput
      id={id}
      label={field.label}
      hint={field.hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The log's filters as one form: typed, then applied together with "Apply filters". */
export function AuditFilterForm({ list }: { list: AuditListParams }) {
  const [typed, setTyped] = useState<AuditFilters>(() => typedFrom(list.values));
  const [applied, setApplied] = useState(list.values);
  // A change of the URL (Back, Clear filters) shows its values again.
  if (applied !== list.values) {
    setApplied(list.values);
    setTyped(typedFrom(list.values));
  }
  const set = (key: AuditFilterKey, value: string) => setTyped({ ...typed, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    list.update(
      Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, (typed[key] ?? '').trim()])),
    );
  }

  return (
    <form
      className={panel.panel}
      aria-labelledby="audit-filters-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="audit-filters-title" className={panel.title}>
        Filters
      </h2>
      <div className={styles.filterGrid}>
        <FilterSelect
          id="audit-entity"
          label="Record type"
          anyLabel="Any record"
          options={ENTITY_OPTIONS}
          value={typed.entity ?? ''}
          onChange={(value) => set('entity', value)}
        />
        {TEXT_FIELDS.map((field) => (
          <FilterField
            key={field.key}
            field={field}
            value={typed[field.key] ?? ''}
            onChange={(value) => set(field.key, value)}
          />
        ))}
      </div>
      <div className={formLayout.actions}>
        <button type="submit" className={buttons.primary}>
          Apply filters
        </button>
        {list.hasFilters ? (
          <button type="button" className={buttons.link} onClick={() => list.clear()}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
