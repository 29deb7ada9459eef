import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  memberDetailsResponse,
  memberExtendResponse,
  memberNoteResponse,
  memberRecordResponse,
  type memberExtendBody,
  type MemberDetailsInput,
  type MemberRecord,
} from '@portico/domain/contracts/member-record.contract';
import { staffDataRequestResponse } from '@portico/domain/contracts/privacy.contract';
import { apiBlob, apiCall } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';

export type { MemberRecord };
export type BillingDocument = MemberRecord['billing'][number];

const recordKey = (id: number | null) => ['staff', 'member-record', id] as const;

/** GET /api/staff/members/:id/record: everything held about the member. */
export function useMemberRecord(id: number | null) {
  return useQuery({
    queryKey: recordKey(id),
    queryFn: async ({ signal }): Promise<MemberRecord> =>
      (await apiCall(`/staff/members/${id}/record`, memberRecordResponse, { signal })).data,
    enabled: id !== null,
  });
}

/** After a change, the record, the member's summary and the lists read again. */
function useRefresh(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: recordKey(id) }),
      client.invalidateQueries({ queryKey: ['staff', 'member', id] }),
      client.invalidateQueries({ queryKey: ['staff', 'members'] }),
    ]);
}

/** PATCH /api/staff/members/:id/details with only the changed fields. */
export function useEditMemberDetails(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: MemberDetailsInput) =>
      apiCall(`/staff/members/${id}/details`, memberDetailsResponse, { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

export function useAddMemberNote(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (text: string) =>
      apiCall(`/staff/members/${id}/notes`, memberNoteResponse, { method: 'POST', body: { text } }),
    onSuccess: refresh,
  });
}

export function useExtendMembership(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: z.input<typeof memberExtendBody>) =>
      apiCall(`/staff/members/${id}/extend`, memberExtendResponse, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

type Close =
  | { requestId: number; action: 'complete' }
  | { requestId: number; action: 'refuse'; reason: string };

/** Closes a correction request (the server completes one only once something changed). */
export function useCloseCorrection(id: number) {
  const refresh = useRefresh(id);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (close: Close) =>
      apiCall(`/staff/data-requests/${close.requestId}/${close.action}`, staffDataRequestResponse, {
        method: 'POST',
        ...(close.action === 'refuse' ? { body: { reason: close.reason } } : {}),
      }),
    onSuccess: async () => {
      await refresh();
      await client.invalidateQueries({ queryKey: ['staff', 'data-requests'] });
    },
  });
}

/** An invoice is its order's receipt; a credit note has its own PDF (as on the Invoices screen). */
async function downloadBilling(document: BillingDocument): Promise<void> {
  const path =
    document.kind === 'credit_note'
      ? `/staff/credit-notes/${document.id}/pdf`
      : `/order/view/${encodeURIComponent(document.unique_order_id)}`;
  const prefix = document.kind === 'credit_note' ? 'Credit-note' : 'Invoice';
  saveFile(
    await apiBlob(path),
    `${prefix}-${document.number.replace(/[^\w.-]/g, '-')}.pdf`,
    'application/pdf',
  );
}

export function useDownloadBilling() {
  return useMutation({ mutationFn: downloadBilling });
}
