import { useState } from 'react';
import { LAPSED_REVIEW_STAGES } from '@portico/domain/privacy';
import { toast } from '../../app/toast';
import { formatDateTime } from '../../app/staff/format';
import { Modal } from '../../ui/modal';
import { useEraseApplication } from './api/erase-application';
import type { AuditEntry } from './api/get-staff-application';
import { ActionFailure, RemarkField } from './remark-field';
import buttons from '../../ui/button.module.css';

const ERASABLE_STAGES: ReadonlySet<string> = new Set(LAPSED_REVIEW_STAGES);

/**
 * An admin's erasure of an applicant who never became a member, asked for by email or in person
 * (decision 048). The server refuses a member's application or a paid one, and says so here.
 */
export function ErasePanel({
  applicationId,
  stage,
  audit,
}: {
  applicationId: number;
  stage: string;
  audit: readonly AuditEntry[];
}) {
  const [open, setOpen] = useState(false);
  const erased = audit.find((entry) => entry.action === 'application.erased');
  if (erased) {
    return <p>The applicant’s personal data was erased on {formatDateTime(erased.at)}.</p>;
  }
  if (!ERASABLE_STAGES.has(stage || 'draft')) {
    return (
      <p>
        An applicant’s personal data can be erased once the application is a draft, rejected or
        cancelled. A member’s is erased through their own request under Data requests.
      </p>
    );
  }
  return (
    <>
      <p>
        If the applicant asks for their data to be erased, this masks their details, deletes their
        documents and removes their values from the audit log. It cannot be undone.
      </p>
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        Erase personal data
      </button>
      {open ? <EraseModal applicationId={applicationId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EraseModal({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const erase = useEraseApplication(applicationId);
  const [reason, setReason] = useState('');
  const ready = !erase.isPending && reason.trim() !== '';
  function submit() {
    if (!ready) return;
    erase.mutate(reason.trim(), {
      onSuccess: (message) => {
        toast.success(message);
        onClose();
      },
    });
  }
  return (
    <Modal
      open
      title="Erase the applicant’s personal data"
      onClose={onClose}
      footerAction={{
        label: erase.isPending ? 'Erasing…' : 'Erase',
        onClick: submit,
        enabled: ready,
      }}
    >
      <p>Their name, contacts, numbers, address, directors and documents go for good.</p>
      <RemarkField
        id="erase-reason"
        label="Why (for example, how and when they asked)"
        required
        rows={3}
        value={reason}
        onChange={setReason}
      />
      <ActionFailure error={erase.error} />
    </Modal>
  );
}
