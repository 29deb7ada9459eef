import { useId, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { Modal } from '../../ui/modal';
import { openStoredFile } from '../../app/file-field';
import type { StaffDocument } from './api/get-staff-application';
import { useReviewDocument } from './api/review-document';
import { DocumentPreview } from './document-preview';
import { documentStatusLabel, fieldLabel } from '../../app/staff/labels';
import { EmptyState } from '../../ui/list/empty-state';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';

// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
function DocumentCard({
  doc,
  canReview,
  onNeedsReplacement,
  applicationId,
}: {
  doc: StaffDocument;
  canReview: boolean;
  onNeedsReplacement: (doc: StaffDocument) => void;
  applicationId: number;
}) {
  const [open, setOpen] = useState(false);
  const previewId = useId();
  const review = useReviewDocument(applicationId);
  const label = fieldLabel(doc.field);
  const status = doc.review_status === 'rejected' ? 'needs_replacement' : doc.review_status;

  function accept() {
    review.mutate(
      { documentId: doc.id, review: { status: 'accepted' } },
      {
        onSuccess: (message) => toast.success(message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <li className="staff-doc">
      <div className="staff-doc__head">
        <div>
          <h3 className="staff-doc__title">{label}</h3>
          {doc.original_name ? <p className="staff-doc__name">{doc.original_name}</p> : null}
        </div>
        <span className={`staff-badge staff-badge--doc-${status}`}>
          {documentStatusLabel(status)}
        </span>
      </div>
      <div className="staff-doc__actions">
        <button
          type="button"
          className={buttons.secondary}
          aria-expanded={open}
          aria-controls={previewId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label}</span>
        </button>
        <button
          type="button"
          className={buttons.link}
          onClick={() => openStoredFile(doc.url).catch((error) => toast.error(errorMessage(error)))}
        >
          Open in new tab<span className="visually-hidden"> ({label})</span>
        </button>
        {canReview ? (
          <>
            <button
              type="button"
              className={buttons.secondary}
              disabled={review.isPending || status === 'accepted'}
              onClick={accept}
            >
              Accept<span className="visually-hidden"> {label}</span>
            </button>
            <button
              type="button"
              className={`${buttons.secondary} staff-button--warn`}
              disabled={review.isPending || status === 'needs_replacement'}
              onClick={() => onNeedsReplacement(doc)}
            >
              Needs replacement<span className="visually-hidden"> ({label})</span>
            </button>
          </>
        ) : null}
      </div>
      <div id={previewId} className="staff-doc__preview" hidden={!open}>
        {open ? <DocumentPreview url={doc.url} label={label} mimeType={doc.mime_type} /> : null}
      </div>
    </li>
  );
}

/** Asks for an optional note, then marks the document as needing replacement. */
function NeedsReplacementModal({
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
      <div className="staff-field">
        <label htmlFor="doc-remark" className="staff-field__label">
          What is wrong with it? (optional)
        </label>
        <textarea
          id="doc-remark"
          className="staff-input"
          rows={3}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </div>
      {review.isError ? (
        <p className={fieldParts.error} role="alert">
          {errorMessage(review.error)}
        </p>
      ) : null}
    </Modal>
  );
}

/** The uploaded documents with their review status, each viewable in the page. */
export function ApplicationDocuments({
  documents,
  canReview,
  applicationId,
}: {
  documents: readonly StaffDocument[];
  canReview: boolean;
  applicationId: number;
}) {
  const [replacing, setReplacing] = useState<StaffDocument | null>(null);
  if (documents.length === 0) {
    return <EmptyState title="No documents have been uploaded yet." />;
  }
  return (
    <>
      <ul className="staff-docs">
        {documents.map((doc) => (
          <DocumentCard
            key={doc.id}
            doc={doc}
            canReview={canReview}
            onNeedsReplacement={setReplacing}
            applicationId={applicationId}
          />
        ))}
      </ul>
      <NeedsReplacementModal
        doc={replacing}
        applicationId={applicationId}
        onClose={() => setReplacing(null)}
      />
    </>
  );
}
