import type { DataRequestBody } from '@portico/domain/contracts/privacy.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';
import { memberQuery, memberSend } from '../../../app/member/member-query';

/** The member's data as a file (decision 045), fetched with the token, then saved. */
export async function downloadMyData(userId: string, format: 'json' | 'pdf'): Promise<void> {
  const id = encodeURIComponent(userId);
  const blob = await apiBlob(format === 'pdf' ? `/my_data/${id}/pdf` : `/my_data/${id}`);
  saveFile(blob, `my-data.${format}`, format === 'pdf' ? 'application/pdf' : 'application/json');
}

const KEY = ['my-data-requests'] as const;

/** GET /api/my_data_requests: the member's correction and erasure requests, newest first. */
export const myDataRequestsQuery = memberQuery(
  KEY,
  '/my_data_requests',
  async () => (await import('@portico/domain/contracts/privacy.contract')).myDataRequestsResponse,
);

const postRequest = memberSend(
  '/my_data_requests',
  'POST',
  async () =>
    (await import('@portico/domain/contracts/privacy.contract')).dataRequestCreatedResponse,
);

/** POST /api/my_data_requests. */
export function useFileDataRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRequestBody) => postRequest(body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
