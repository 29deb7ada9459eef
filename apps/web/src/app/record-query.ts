import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Query options for one record by its id, fetched only once there is an id, and read afresh each
 * time a page shows it: staff, reviewers and the applicant change it meanwhile. `forget` also drops
 * it from the cache as soon as no page shows it, so a form always opens on what the server holds.
 */
export function freshRecordQuery<TKey extends QueryKey, TRecord>(
  queryKey: TKey,
  id: number | null,
  fetchRecord: (id: number, signal: AbortSignal) => Promise<TRecord>,
  { forget = false }: { forget?: boolean } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchRecord(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
    ...(forget ? { gcTime: 0 } : {}),
  });
}
