import { formatIndiaDate } from '@portico/domain/format';
import { errorMessage } from '../../app/api-client';
import { documentStatusLabel, fieldLabel } from '../../app/staff/labels';
import { toast } from '../../app/toast';
import { openStoredFile } from '../../app/uploads/open-stored-file';
import { EmptyState } from '../../ui/list/empty-state';
import type { MemberRecord } from './api/member-record';
import { Cell, StackedTable } from '../../ui/list/stacked-table';
import buttons from '../../ui/button.module.css';
import styles from './member-record.module.css';

type MemberDocument = MemberRecord['documents'][number];

function Checked({ document }: { document: MemberDocument }) {
  return (
    <>
      {documentStatusLabel(document.review_status)}
      {document.reviewed_by || document.reviewed_at ? (
        <span className={styles.muted}>
          {[
            document.reviewed_by ? `by ${document.reviewed_by}` : null,
            document.reviewed_at ? `on ${formatIndiaDate(new Date(document.reviewed_at))}` : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </span>
      ) : null}
    </>
  );
}

/** Current documents first, then the ones a newer upload superseded, each with who checked it. */
export function MemberDocuments({ documents }: { documents: MemberRecord['documents'] }) {
  if (documents.length === 0) return <EmptyState title="No documents on record." />;
  return (
    <StackedTable
      label="Documents"
      columns={['Document', 'Uploaded', 'Checked', 'Current', 'File']}
    >
      {documents.map((document) => (
        <tr key={document.id}>
          <Cell label="Document">
            {fieldLabel(document.field)}
            <span className={styles.muted}>{document.application}</span>
          </Cell>
          <Cell label="Uploaded">{formatIndiaDate(new Date(document.uploaded_at))}</Cell>
          <Cell label="Checked">
            <Checked document={document} />
          </Cell>
          <Cell label="Current">
            {document.superseded_at
              ? `Superseded on ${formatIndiaDate(new Date(document.superseded_at))}`
              : 'Current'}
          </Cell>
          <Cell label="File">
            <button
              type="button"
              className={buttons.link}
              onClick={() =>
                openStoredFile(document.url).catch((error) => toast.error(errorMessage(error)))
              }
            >
              View<span className="visually-hidden"> {fieldLabel(document.field)}</span>
            </button>
          </Cell>
        </tr>
      ))}
    </StackedTable>
  );
}
