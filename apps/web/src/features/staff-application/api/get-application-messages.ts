import { useQuery } from '@tanstack/react-query';
import { messageListResponse } from '@portico/domain/contracts/staff-messages.contract';
import { apiCall } from '../../../app/api-client';

/** GET /api/staff/messages?application_id=: the newest 100 messages about this application. */
export function useApplicationMessages(applicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'messages', { application_id: String(applicationId) }],
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          `/staff/messages?application_id=${applicationId}&pageSize=100`,
          messageListResponse,
          { signal },
        )
      ).data,
    enabled,
  });
}
