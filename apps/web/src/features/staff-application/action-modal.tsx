import { errorMessage } from '../../app/api-client';
import { Modal } from '../../ui/modal';
import type { ApplicationAction } from './api/decide-application';
import type { StaffDocument } from './api/get-staff-application';
import { SendBackChecks } from './send-back-checks';
import { useActionForm } from './use-action-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';

/** The dialog of one decision: what it does, the remark (required or not) and, to send back, what. */
export function ActionModal({
  action,
  applicationId,
  stage,
  documents,
  onClose,
}: {
  action: ApplicationAction;
  applicationId: number;
  stage: string;
  documents: readonly StaffDocument[];
  onClose: () => void;
}) {
  const form = useActionForm({ action, stage, applicationId, documents, onClose });
  const { copy, decide } = form;
  return (
    <Modal
      open
      title={copy.title}
      onClose={onClose}
      footerAction={{
        label: decide.isPending ? 'Saving…' : copy.confirm,
        onClick: form.submit,
        enabled: form.ready,
      }}
    >
      <p>{copy.text}</p>
      <div className={fieldStyles.field}>
        <label htmlFor="action-remark" className={fieldStyles.label}>
          {copy.remarkLabel}
          {copy.remarkRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        <textarea
          id="action-remark"
          className={fieldStyles.input}
          rows={4}
          value={form.remark}
          required={copy.remarkRequired}
          aria-required={copy.remarkRequired || undefined}
          onChange={(event) => form.setRemark(event.target.value)}
        />
      </div>
      {form.sendBack ? (
        <SendBackChecks documents={documents} fields={form.fields} onToggle={form.toggle} />
      ) : null}
      {form.missing.length > 0 ? (
        <p className={fieldStyles.hint}>To continue, {form.missing.join(' and ')}.</p>
      ) : null}
      {decide.isError ? (
        <p className={fieldParts.error} role="alert">
          {errorMessage(decide.error)}
        </p>
      ) : null}
    </Modal>
  );
}
