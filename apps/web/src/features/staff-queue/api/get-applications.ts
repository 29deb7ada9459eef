import { useQuery } from '@tanstack/react-query';
import {
  queueFilterQuery,
  type queueListQuery,
  queueListResponse,
  type QueueItem,
} from '@portico/domain/contracts/staff-queue.contract';

import { type QueryText } from '../../../app/staff/api/page';
import { pageQuery } from '../../../app/staff/api/page-query';

export type { QueueItem };

/** The queue's filters, as the contract names them (and the applications export takes them). */
export type QueueFilterKey = keyof typeof queueFilterQuery.shape;
export const QUEUE_FILTER_KEYS = Object.keys(queueFilterQuery.shape) as QueueFilterKey[];

/** The queue's filters, paging and sort as they travel in the page URL and the API query. */
export type QueueQuery = QueryText<typeof queueListQuery>;

/** GET /api/staff/applications?stage=&zone=&category=&journey=&from=&to=&q=&mine=1&page=&pageSize=&sort= */
export function useApplications(query: QueueQuery) {
  return useQuery(pageQuery('applications', '/staff/applications', queueListResponse, query));
}
