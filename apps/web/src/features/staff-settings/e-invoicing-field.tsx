import { fieldId } from './association-form-values';
import type { AssociationFormState } from './use-association-form';
import fieldParts from '../../ui/field.module.css';
import styles from './settings.module.css';

/** Whether B2B invoices and credit notes are reported to the IRP for an IRN (decision 086). */
export function EInvoicingField({ form }: { form: AssociationFormState }) {
  const id = fieldId('e_invoicing');
  const hintId = `${id}-hint`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>E-invoicing</legend>
      <p className={styles.note} id={hintId}>
        Turn this on when the association&apos;s turnover makes e-invoicing apply. Each B2B invoice
        and credit note is then reported to the Invoice Registration Portal, and sent to the member
        with its IRN and QR code. The portal&apos;s credentials are set by the operator, not here.
      </p>
      <div className={fieldParts.checkbox}>
        <input
          id={id}
          type="checkbox"
          aria-describedby={hintId}
          {...form.register('e_invoicing')}
        />
        <label htmlFor={id}>E-invoicing applies to the association</label>
      </div>
    </fieldset>
  );
}
