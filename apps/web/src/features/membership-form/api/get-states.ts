import { queryOptions } from '@tanstack/react-query';
import type { Zone } from '@portico/domain/constants';
import { stateListResponse, type StateRow } from '@portico/domain/contracts/catalog.contract';
import { apiCall } from '../../../app/api-client';

export type StateOption = StateRow;

/** GET /api/state/{zone}: the states of a zone (zone in lower case). */
export async function getStates(zone: Zone, signal?: AbortSignal): Promise<StateOption[]> {
  const answer = await apiCall(`/state/${zone.toLowerCase()}`, stateListResponse, { signal });
  return answer.data;
}

/** The states of the chosen zone (none before a zone is chosen); they do not change. */
export function statesQuery(zone: Zone | null) {
  return queryOptions({
    queryKey: ['states', zone],
    queryFn: ({ signal }) => getStates(zone as Zone, signal),
    enabled: zone !== null,
    staleTime: Infinity,
  });
}
