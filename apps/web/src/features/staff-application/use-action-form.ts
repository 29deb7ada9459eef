import { useState } from 'react';
import { toast } from '../../app/toast';
import { useDecideApplication, type ApplicationAction } from './api/decide-application';
import type { StaffDocument } from './api/get-staff-application';
import { copyFor } from './action-copy';

/** Documents already marked as needing replacement start ticked in a send-back. */
function initialFields(action: ApplicationAction, documents: readonly StaffDocument[]): string[] {
  if (action !== 'send-back') return [];
  return documents
    .filter((doc) => ['needs_replacement', 'rejected'].includes(doc.review_status))
    .map((doc) => doc.field);
}

/**
 * A decision's dialog: its words, the remark, the fields a send-back names, whether it may be sent
 * (and what is missing if not), and the send, which toasts the server's message and closes.
 */
export function useActionForm({
  action,
  stage,
  applicationId,
  documents,
  onClose,
}: {
  action: ApplicationAction;
  stage: string;
  applicationId: number;
  documents: readonly StaffDocument[];
  onClose: () => void;
}) {
  const copy = copyFor(action, stage);
  const decide = useDecideApplication(applicationId);
  const [remark, setRemark] = useState('');
  const [fields, setFields] = useState<string[]>(() => initialFields(action, documents));
  const sendBack = action === 'send-back';
  const remarkMissing = copy.remarkRequired && remark.trim() === '';
  const fieldsMissing = sendBack && fields.length === 0;
  const ready = !decide.isPending && !remarkMissing && !fieldsMissing;

  function toggle(field: string, checked: boolean) {
    setFields((current) =>
      checked ? [...current, field] : current.filter((item) => item !== field),
    );
  }

  function submit() {
    if (!ready) return;
    decide.mutate(
      { action, payload: { remark: remark.trim(), ...(sendBack ? { fields } : {}) } },
      {
        onSuccess: (message) => {
          toast.success(message);
          onClose();
        },
      },
    );
  }

  return {
    copy,
    decide,
    remark,
    setRemark,
    sendBack,
    fields,
    toggle,
    ready,
    missing: [
      remarkMissing ? (sendBack ? 'write the message' : 'write the reason') : '',
      fieldsMissing ? 'tick at least one item' : '',
    ].filter(Boolean),
    submit,
  };
}
