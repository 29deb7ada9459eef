import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../api-client';

/** A response envelope's contract: what the call answers is its `data`. */
type Envelope = z.ZodType<{ data: unknown }>;

/**
 * A member page's GET as query options. The contract (and zod) load with the call, so the page
 * starts without them; a failure is shown at once rather than retried.
 */
export function memberQuery<TKey extends QueryKey, TSchema extends Envelope>(
  queryKey: TKey,
  path: string,
  loadContract: () => Promise<TSchema>,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<z.output<TSchema>['data']> =>
      (await apiCall(path, await loadContract(), { signal })).data,
    retry: false,
  });
}

/**
 * A member page's POST or PUT (the mutation types its body): the contract loads with the call, as
 * memberQuery's does, and the call answers the envelope's `data`.
 */
export function memberSend<TSchema extends Envelope>(
  path: string,
  method: 'POST' | 'PUT',
  loadContract: () => Promise<TSchema>,
) {
  return async (body?: unknown): Promise<z.output<TSchema>['data']> =>
    (await apiCall(path, await loadContract(), { method, body })).data;
}
