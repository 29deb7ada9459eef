import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  queueFilterQuery,
  type queueListQuery,
  queueListResponse,
  type QueueItem,
} from '@portico/domain/contracts/staff-queue.contract';
import { apiCall } from '../../../app/api-client';
import { queryString, type Page, type QueryText } from '../../../app/staff/api/page';

export type { QueueItem };

/** The queue's filters, as the contract names them (and the applications export takes them). */
export type QueueFilterKey = keyof typeof queueFilterQuery.shape;
export const QUEUE_FILTER_KEYS = Object.keys(queueFilterQuery.shape) as QueueFilterKey[];

/** The queue's filters, paging and sort as they travel in the page URL and the API query. */
export type QueueQuery = QueryText<typeof queueListQuery>;

/** GET /api/staff/applications?stage=&zone=&category=&journey=&from=&to=&q=&mine=1&page=&pageSize=&sort= */
export async function getApplications(
  query: QueueQuery,
  signal?: AbortSignal,
): Promise<Page<QueueItem>> {
  const answer = await apiCall(`/staff/applications${queryString(query)}`, queueListResponse, {
    signal,
  });
  return answer.data;
}

export function applicationsQuery(query: QueueQuery) {
  return queryOptions({
    queryKey: ['staff', 'applications', query],
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useApplications(query: QueueQuery) {
  return useQuery(applicationsQuery(query));
}
