import { queryOptions, useQuery } from '@tanstack/react-query';
import { stateListResponse, type StateRow } from '@portico/domain/contracts/catalog.contract';
import { apiCall } from '../../../app/api-client';

/** GET /api/state/{zone}: the states of a zone, to show a state's name for its id. */
export async function getStates(zone: string, signal?: AbortSignal): Promise<StateRow[]> {
  const path = `/state/${encodeURIComponent(zone.toLowerCase())}`;
  return (await apiCall(path, stateListResponse, { signal })).data;
}

export function statesQuery(zone: string) {
  return queryOptions({
    queryKey: ['states', zone.toLowerCase()],
    queryFn: ({ signal }) => getStates(zone, signal),
    enabled: zone !== '',
    staleTime: Infinity,
  });
}

export function useStates(zone: string) {
  return useQuery(statesQuery(zone));
}
