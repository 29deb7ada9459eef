import { useState } from 'react';
import { EmptyState } from '../../ui/list/empty-state';
import type { StaffDocument } from './api/get-staff-application';
import { DocumentCard } from './document-card';
import { NeedsReplacementModal } from './needs-replacement-modal';
import styles from './documents.module.css';

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
      <ul className={styles.docs}>
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
