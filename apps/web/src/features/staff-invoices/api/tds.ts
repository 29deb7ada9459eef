import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tdsItemResponse,
  tdsListResponse,
  type TdsCertificateBody,
  type TdsItem,
} from '@portico/domain/contracts/tds-certificates.contract';
import { apiCall } from '../../../app/api-client';

export type { TdsItem };

const tdsKey = ['staff', 'tds'];

/** GET /api/staff/tds?status=awaited: TDS deducted whose certificate has not come (decision 081). */
export function useTdsAwaited(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...tdsKey, 'awaited'],
      queryFn: async ({ signal }) =>
        (await apiCall('/staff/tds?status=awaited&pageSize=100', tdsListResponse, { signal })).data,
      enabled,
    }),
  );
}

/** POST /api/staff/tds/:id/certificate; resolves with what the toast says. */
export function useRecordTdsCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: TdsCertificateBody }) => {
      const { data } = await apiCall(`/staff/tds/${id ?? 0}/certificate`, tdsItemResponse, {
        method: 'POST',
        body: input,
      });
      return `TDS certificate ${data.certificate_number ?? ''} recorded for order ${data.unique_order_id}.`;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tdsKey }),
  });
}
