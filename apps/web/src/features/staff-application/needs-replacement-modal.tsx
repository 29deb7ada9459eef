import { useState } from 'react';
import { fieldLabel } from '../../app/staff/labels';
import { toast } from '../../app/toast';
import { Modal } from '../../ui/modal';
import type { StaffDocument } from './api/get-staff-application';
import { useReviewDocument } from './api/review-document';
import { ActionFailure, RemarkField } from './remark-field';

/** Asks for an optional note, then marks the document as needing replacement. */
export function NeedsReplacementModal({
  doc,
  applicationId,
  onClose,
}: {
  doc: StaffDocument | null;
  applicationId: number;
  onClose: () => void;
}) {
  const [remark, setRemark] = useState('');
  const review = useReviewDocument(applicationId);
  const label = doc ? fieldLabel(doc.field) : '';

  function submit() {
    if (!doc) return;
    review.mutate(
      {
        documentId: doc.id,
        review: { status: 'needs_replacement', remark: remark.trim() || undefined },
      },
      {
        onSuccess: (message) => {
          toast.success(message);
          setRemark('');
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      open={doc !== null}
      title={`${label}: needs replacement`}
      onClose={() => {
        review.reset();
        onClose();
      }}
      footerAction={{
        label: review.isPending ? 'Saving…' : 'Mark as needs replacement',
        onClick: submit,
        enabled: !review.isPending,
      }}
    >
      <p>
        The document will be marked as needing a new upload. To ask the applicant for it, also use
        “Send back for changes” and tick this document.
      </p>
      <RemarkField
        id="doc-remark"
        label="What is wrong with it? (optional)"
        rows={3}
        value={remark}
        onChange={setRemark}
      />
      <ActionFailure error={review.error} />
    </Modal>
  );
}
