// 'Your data' on the plan status (decision 045): download everything held about the member (JSON
// or PDF), ask for a correction (saying what is wrong) or an erasure (confirmed), and see the
// requests made and how they were closed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DATA_REQUEST_KIND_LABELS, DATA_REQUEST_STATUS_LABELS } from '@portico/domain/privacy';
import { formatDisplayDate } from '@portico/domain/format';
import { errorMessage } from '../../app/api-client';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import { downloadMyData, myDataRequestsQuery } from './api/my-data';
import { DataRequestForm } from './data-request-form';
import styles from './your-data.module.css';

const HEADING_ID = 'your-data-title';
const DOWNLOAD_FORMATS = ['json', 'pdf'] as const;
type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export function YourData({ userId }: { userId: string }) {
  const requests = useQuery(myDataRequestsQuery);
  const [busy, setBusy] = useState<DownloadFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const download = (format: DownloadFormat) => {
    setBusy(format);
    setProblem(null);
    downloadMyData(userId, format)
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setBusy(null));
  };
  return (
    <section className={styles.section} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Your data</h2>
      <p>
        Download everything we hold about you, or ask us to correct or erase it. Read the{' '}
        <a href="/privacy">privacy notice</a>.
      </p>
      <div className={styles.actions}>
        {DOWNLOAD_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={buttons.secondary}
            disabled={busy !== null}
            onClick={() => download(format)}
          >
            Download your data ({format.toUpperCase()})
          </button>
        ))}
      </div>
      <p role="status" className={messageStyles.status}>
        {busy ? 'Preparing your download…' : ''}
      </p>
      {problem ? (
        <p role="alert" className={messageStyles.error}>
          {problem}
        </p>
      ) : null}
      <DataRequestForm />
      {requests.data && requests.data.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>Your requests</caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Made on</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((request) => (
              <tr key={request.id}>
                <td>{DATA_REQUEST_KIND_LABELS[request.kind]}</td>
                <td>{formatDisplayDate(new Date(request.created_at))}</td>
                <td>
                  {DATA_REQUEST_STATUS_LABELS[request.status]}
                  {request.reason ? `: ${request.reason}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
