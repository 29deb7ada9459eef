import { fieldLabel, SEND_BACK_FIELD_GROUPS } from '../../app/staff/labels';
import type { StaffDocument } from './api/get-staff-application';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** What a send-back may name: the form's fields by group, then the application's documents. */
function groupsOf(documents: readonly StaffDocument[]) {
  const documentFields = [...new Set(documents.map((doc) => doc.field))];
  return [
    ...SEND_BACK_FIELD_GROUPS,
    ...(documentFields.length > 0 ? [{ title: 'Documents', fields: documentFields }] : []),
  ];
}

/** The fields and documents the applicant is asked to change, as checkboxes in groups. */
export function SendBackChecks({
  documents,
  fields,
  onToggle,
}: {
  documents: readonly StaffDocument[];
  fields: readonly string[];
  onToggle: (field: string, checked: boolean) => void;
}) {
  return (
    <fieldset className={formLayout.checks}>
      <legend className={fieldStyles.label}>What needs to change? *</legend>
      {groupsOf(documents).map((group) => (
        <div key={group.title} className={formLayout.checksGroup}>
          <p className={formLayout.checksTitle}>{group.title}</p>
          {group.fields.map((field) => (
            <div key={field} className={fieldParts.checkbox}>
              <input
                id={`send-back-${field}`}
                type="checkbox"
                checked={fields.includes(field)}
                onChange={(event) => onToggle(field, event.target.checked)}
              />
              <label htmlFor={`send-back-${field}`}>{fieldLabel(field)}</label>
            </div>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
