import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { summaryRecipientsResponse } from '@portico/domain/contracts/report-summary.contract';
import { apiCall } from '../../../app/api-client';

const KEY = ['staff', 'reports', 'summary-recipients'] as const;
const PATH = '/staff/reports/summary-recipients';

/** GET /api/staff/reports/summary-recipients (admin): who may get the monthly summary, and who does. */
export function summaryRecipientsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await apiCall(PATH, summaryRecipientsResponse, { signal })).data,
    enabled,
  });
}

export function useSummaryRecipients(enabled: boolean) {
  return useQuery(summaryRecipientsQuery(enabled));
}

/** PUT the staff who get the summary; the answer replaces the list. */
export function useSaveSummaryRecipients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (staffIds: number[]) =>
      (
        await apiCall(PATH, summaryRecipientsResponse, {
          method: 'PUT',
          body: { staff_ids: staffIds },
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
