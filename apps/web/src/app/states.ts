import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateListResponse, type StateRow } from '@portico/domain/contracts/catalog.contract';
import { apiCall } from './api-client';

/**
 * GET /api/state/{zone}: the states of a zone, for the membership form's state list and the staff
 * application page's state names. One cache entry per zone, keyed by its code in lower case.
 */
export async function getStates(zone: string, signal?: AbortSignal): Promise<StateRow[]> {
  const path = `/state/${encodeURIComponent(zone.toLowerCase())}`;
  return (await apiCall(path, stateListResponse, { signal })).data;
}

/** The states of a zone (none before a zone is chosen); they do not change. */
export function statesQuery(zone: string | null) {
  const code = zone === null ? '' : zone.toLowerCase();
  return queryOptions({
    queryKey: ['states', code],
    queryFn: ({ signal }) => getStates(code, signal),
    enabled: code !== '',
    staleTime: Infinity,
  });
}

export function useStates(zone: string | null) {
  return useQuery(statesQuery(zone));
}
