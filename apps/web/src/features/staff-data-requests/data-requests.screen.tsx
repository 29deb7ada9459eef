// /staff/data-requests (admin): the members' requests to correct or erase their data (decision 045),
// open first. A correction is made on the member's application as usual, then marked done; an
// erasure is carried out when completed (confirmed first); a refusal says why. The member is emailed.
import { useState } from 'react';
import { DATA_REQUEST_STATUS_LABELS, DATA_REQUEST_STATUS_VALUES } from '@portico/domain/privacy';
import type { DataRequestStatus } from '@portico/domain/privacy';
import { MutationOutcome } from '../../app/staff/mutation-outcome';
import { QueryResult } from '../../app/staff/query-state';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
import { EmptyState } from '../../ui/list/empty-state';
import { StaffPage } from '../../app/staff/staff-page';
import {
  useCloseDataRequest,
  useDataRequests,
  type StaffDataRequestItem,
} from './api/data-requests';
import { closedSentence } from './closed-sentence';
import { DataRequestsTable } from './data-requests-table';
import { FilterSelect } from '../../ui/list/filter-fields';
import styles from './data-requests.module.css';

const STATUS_OPTIONS = DATA_REQUEST_STATUS_VALUES.map((value) => ({
  value,
  label: DATA_REQUEST_STATUS_LABELS[value],
}));

type Close = Parameters<ReturnType<typeof useCloseDataRequest>['mutate']>[0];

/** Closing a request, then a banner that stays and says what was done, to whom. */
function useClosing() {
  const close = useCloseDataRequest();
  const banner = useSavedBanner();
  function closeRequest(items: readonly StaffDataRequestItem[], request: Close) {
    const item = items.find((candidate) => candidate.id === request.id);
    banner.clear();
    close.mutate(request, {
      onSuccess: () => {
        if (item) banner.show(closedSentence(item, request.action));
      },
    });
  }
  return { close, banner, closeRequest };
}

export function DataRequestsScreen() {
  const [status, setStatus] = useState<DataRequestStatus | ''>('open');
  const [page, setPage] = useState(1);
  const result = useDataRequests({ status, page });
  const { close, banner, closeRequest } = useClosing();
  const data = result.data;
  return (
    <StaffPage
      title="Data requests"
      lead="Members’ requests to correct or erase their personal data. Correct the record on the member’s application, then mark the request done. Completing an erasure masks the member’s data (issued invoices are kept, as GST law requires), deletes their documents and signs them out."
    >
      <FilterSelect
        id="data-request-status"
        label="Status"
        anyLabel="All"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => {
          setStatus(value as DataRequestStatus | '');
          setPage(1);
        }}
        className={styles.filter}
      />
      <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
      <MutationOutcome action={{ ...close, isSuccess: false }} />
      <QueryResult query={result} loadingText="Loading requests…">
        {data && data.items.length === 0 ? (
          <EmptyState title="No requests." />
        ) : data ? (
          <>
            <DataRequestsTable
              items={data.items}
              busy={close.isPending}
              onComplete={(id) => closeRequest(data.items, { id, action: 'complete' })}
              onRefuse={(id, reason) => closeRequest(data.items, { id, action: 'refuse', reason })}
            />
            {data.total > data.pageSize * page ? (
              <button type="button" onClick={() => setPage(page + 1)}>
                Next page
              </button>
            ) : null}
          </>
        ) : null}
      </QueryResult>
    </StaffPage>
  );
}

export { DataRequestsScreen as Component };
