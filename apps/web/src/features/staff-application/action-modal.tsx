import { Modal } from '../../ui/modal';
import type { ApplicationAction } from './api/decide-application';
import type { StaffDocument } from './api/get-staff-application';
import { SendBackChecks } from './send-back-checks';
import { useActionForm } from './use-action-form';
import { ActionFailure, RemarkField } from './remark-field';
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
      <RemarkField
        id="action-remark"
        label={copy.remarkLabel}
        required={copy.remarkRequired}
        rows={4}
        value={form.remark}
        onChange={form.setRemark}
      />
      {form.sendBack ? (
        <SendBackChecks documents={documents} fields={form.fields} onToggle={form.toggle} />
      ) : null}
      {form.missing.length > 0 ? (
        <p className={fieldStyles.hint}>To continue, {form.missing.join(' and ')}.</p>
      ) : null}
      <ActionFailure error={decide.error} />
    </Modal>
  );
}
