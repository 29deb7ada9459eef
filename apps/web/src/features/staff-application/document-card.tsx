import { useId, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { openStoredFile } from '../../app/uploads/open-stored-file';
import { documentStatusLabel, fieldLabel } from '../../app/staff/labels';
import { toast } from '../../app/toast';
import { Badge } from '../../ui/list/badge';
import type { StaffDocument } from './api/get-staff-application';
import { useReviewDocument } from './api/review-document';
import { DocumentPreview } from './document-preview';
import buttons from '../../ui/button.module.css';
import styles from './documents.module.css';

/** Accept the document, or ask for a new one (the dialog asks what is wrong). */
function ReviewButtons({
  doc,
  label,
  status,
  applicationId,
  onNeedsReplacement,
}: {
  doc: StaffDocument;
  label: string;
  status: string;
  applicationId: number;
  onNeedsReplacement: (doc: StaffDocument) => void;
}) {
  const review = useReviewDocument(applicationId);
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
        className={`${buttons.secondary} ${styles.warn}`}
        disabled={review.isPending || status === 'needs_replacement'}
        onClick={() => onNeedsReplacement(doc)}
      >
        Needs replacement<span className="visually-hidden"> ({label})</span>
      </button>
    </>
  );
}

/** One uploaded document: its name and review status, Show/Hide, Open in new tab, and the review. */
export function DocumentCard({
  doc,
  canReview,
  ...review
}: {
  doc: StaffDocument;
  canReview: boolean;
  onNeedsReplacement: (doc: StaffDocument) => void;
  applicationId: number;
}) {
  const [open, setOpen] = useState(false);
  const previewId = useId();
  const label = fieldLabel(doc.field);
  // Older rows say 'rejected'; staff now see (and set) 'needs replacement'.
  const status = doc.review_status === 'rejected' ? 'needs_replacement' : doc.review_status;
  return (
    <li className={styles.doc}>
      <div className={styles.head}>
        <div>
          <h3 className={styles.title}>{label}</h3>
          {doc.original_name ? <p className={styles.name}>{doc.original_name}</p> : null}
        </div>
        <Badge tone={status === 'accepted' ? 'success' : 'warning'}>
          {documentStatusLabel(status)}
        </Badge>
      </div>
      <div className={styles.actions}>
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
        {canReview ? <ReviewButtons doc={doc} label={label} status={status} {...review} /> : null}
      </div>
      <div id={previewId} hidden={!open}>
        {open ? <DocumentPreview url={doc.url} label={label} mimeType={doc.mime_type} /> : null}
      </div>
    </li>
  );
}
