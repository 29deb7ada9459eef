import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import { num, record, text, type Row } from '../../../app/staff/read';
import { parsePage, queryString, type Page } from '../../../app/staff/api/page';

export type QueueItem = {
  id: number;
  app_id: string;
  name: string;
  company_name: string;
  email: string;
  mobile_number: string;
  zone: string;
  category: { id: number | null; name: string };
  journey: string;
  review_stage: string;
  submitted_at: string;
};

/** The queue's filters, paging and sort as they travel in the page URL and the API query. */
export type QueueQuery = {
  stage?: string;
  zone?: string;
  category?: string;
  journey?: string;
  from?: string;
  to?: string;
  q?: string;
  mine?: string;
  page?: string;
  pageSize?: string;
  sort?: string;
};

export const QUEUE_FILTER_KEYS = [
  'stage',
  'zone',
  'category',
  'journey',
  'from',
  'to',
  'q',
  'mine',
] as const;

export const QUEUE_SORTS = ['submitted_at', 'name'] as const;

export function parseQueueItem(row: Row): QueueItem | null {
  const id = num(row.id);
  if (id === null) return null;
  const category = record(row.category);
  return {
    id,
    app_id: text(row.app_id),
    name: text(row.name),
    company_name: text(row.company_name),
    email: text(row.email),
    mobile_number: text(row.mobile_number),
    zone: text(row.zone),
    category: { id: num(category.id), name: text(category.name) },
    journey: text(row.journey),
    review_stage: text(row.review_stage),
    submitted_at: text(row.submitted_at),
  };
}

/** GET /api/staff/applications?stage=&zone=&category=&journey=&from=&to=&q=&mine=1&page=&pageSize=&sort= */
export async function getApplications(
  query: QueueQuery,
  signal?: AbortSignal,
): Promise<Page<QueueItem>> {
  const envelope = await apiRequest<unknown>(`/staff/applications${queryString(query)}`, {
    signal,
  });
  return parsePage(envelope, parseQueueItem);
}

export function useApplications(query: QueueQuery) {
  return useQuery({
    queryKey: ['staff', 'applications', query],
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
