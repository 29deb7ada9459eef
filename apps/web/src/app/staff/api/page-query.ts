import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../api-client';
import { queryString } from './page';

/**
 * One page of a back-office list: GET `path` with the list's query, read with its contract. The
 * page on screen stays while the next one loads, and a list is read afresh each time it is shown.
 */
export function pageQuery<Schema extends z.ZodType<{ data: unknown }>>(
  key: string,
  path: string,
  schema: Schema,
  query: Record<string, string | undefined>,
  enabled = true,
) {
  return queryOptions({
    queryKey: ['staff', key, query],
    queryFn: async ({ signal }) =>
      (await apiCall(`${path}${queryString(query)}`, schema, { signal }))
        .data as z.output<Schema>['data'],
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
