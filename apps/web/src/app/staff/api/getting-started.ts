import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  gettingStartedResponse,
  type GettingStarted,
} from '@portico/domain/contracts/getting-started.contract';
import { apiCall } from '../../api-client';

/** GET /api/staff/getting-started (admin): each step of a new association's setup, done or not. */
export async function getGettingStarted(signal?: AbortSignal): Promise<GettingStarted> {
  return (await apiCall('/staff/getting-started', gettingStartedResponse, { signal })).data;
}

export function useGettingStarted(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['staff', 'getting-started'],
      queryFn: ({ signal }) => getGettingStarted(signal),
      enabled,
    }),
  );
}
