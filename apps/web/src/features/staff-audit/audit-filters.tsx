import { useState, type FormEvent } from 'react';
import type { useListParams } from '../../ui/list/list-params';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';
import panel from '../../ui/list/panel.module.css';
import { AUDIT_FILTER_KEYS, type AuditFilterKey, type AuditFilters } from './api/list-audit';
import { ENTITY_LABELS } from './audit-labels';
import styles from './audit.module.css';

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
        <div className={fieldStyles.field}>
          <label htmlFor="audit-entity" className={fieldStyles.label}>
            Record type
          </label>
          <select
            id="audit-entity"
            className={fieldStyles.input}
            value={typed.entity ?? ''}
            onChange={(event) => set('entity', event.target.value)}
          >
            <option value="">Any record</option>
            {Object.entries(ENTITY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field.key} className={fieldStyles.field}>
            <label htmlFor={`audit-${field.key}`} className={fieldStyles.label}>
              {field.label}
            </label>
            {field.hint ? (
              <p id={`audit-${field.key}-hint`} className={fieldStyles.hint}>
                {field.hint}
              </p>
            ) : null}
            <input
              id={`audit-${field.key}`}
              className={fieldStyles.input}
              type={field.type ?? 'text'}
              value={typed[field.key] ?? ''}
              aria-describedby={field.hint ? `audit-${field.key}-hint` : undefined}
              onChange={(event) => set(field.key, event.target.value)}
            />
          </div>
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
