// What an upgrade's form keeps from the member's record on a tab (decision 119): the fields it does
// not ask, read-only, folded under one line so the fields to fill in come first.
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';
import { formatDisplayDate } from '@portico/domain/format';
import { isUploadField } from '@portico/domain/validation';
import type { MembershipFormTab } from '@portico/domain/schemas/membership-form-tab';
import { tabFields, useAsks } from './upgrade-focus';
import type { WizardForms } from './wizard-types';
import details from '../../ui/detail-list.module.css';
import styles from './membership-wizard.module.css';

const DATE_FIELDS = new Set(['dob', 'incorporation_date']);
const LONG_TEXT = 80;

/** A kept value as the member would recognise it; null: nothing to show (a box, an empty field). */
function shown(field: string, value: unknown): string | null {
  if (Array.isArray(value)) {
    const rows = value.filter((row) =>
      Object.entries(row as Record<string, unknown>).some(
        ([key, part]) => key !== 'row_id' && part !== '',
      ),
    );
    return rows.length === 0 ? null : `${rows.length} given`;
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (isUploadField(field)) return 'On file';
  if (DATE_FIELDS.has(field)) return formatDisplayDate(value);
  if (field === 'zone') return ZONE_LABELS[value as Zone] ?? value;
  if (field === 'state') return 'On record';
  return value.length > LONG_TEXT ? `${value.slice(0, LONG_TEXT)}…` : value;
}

function valuesOf(forms: WizardForms, tab: MembershipFormTab): Record<string, unknown> {
  if (tab === 1) return forms.basics.getValues();
  if (tab === 2) return forms.directors.getValues();
  if (tab === 3) return forms.proposers.getValues();
  return forms.other.getValues();
}

/** The tab's fields the form does not ask, with their values; nothing when it asks them all. */
export function RecordSummary({
  forms,
  tab,
  nothingAsked,
}: {
  forms: WizardForms;
  tab: MembershipFormTab;
  /** The tab asks nothing: the summary is the tab. */
  nothingAsked: boolean;
}) {
  const asks = useAsks();
  const values = valuesOf(forms, tab);
  const kept = tabFields(tab).flatMap((field) => {
    const value = asks(field) ? null : shown(field, values[field]);
    return value === null ? [] : [{ field, value }];
  });
  if (nothingAsked) {
    return (
      <div className={styles.kept}>
        <p>Nothing to add here: this part of the form is filled in from your record.</p>
        {kept.length > 0 ? <KeptList kept={kept} /> : null}
      </div>
    );
  }
  if (kept.length === 0) return null;
  return (
    <details className={styles.kept}>
      <summary>Kept from your record ({kept.length})</summary>
      <KeptList kept={kept} />
    </details>
  );
}

function KeptList({ kept }: { kept: { field: string; value: string }[] }) {
  return (
    <dl className={details.details}>
      {kept.map(({ field, value }) => (
        <div key={field} className={details.item}>
          <dt>{FIELD_LABELS[field] ?? field}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
