import { useQuery } from '@tanstack/react-query';
import type { Zone } from '@portico/domain/constants';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';

export type StateOption = { id: number; name: string };

function parseState(row: unknown): StateOption | null {
  if (typeof row !== 'object' || row === null) return null;
  const { id, name } = row as Record<string, unknown>;
  const numericId = Number(id);
  if (!Number.isInteger(numericId) || typeof name !== 'string') return null;
  return { id: numericId, name };
}

/** GET /api/state/{zone}: the states of a zone (zone in lower case). */
export async function getStates(zone: Zone, signal?: AbortSignal): Promise<StateOption[]> {
  const data = await apiData<unknown>(`/state/${zone.toLowerCase()}`, { signal });
  if (!Array.isArray(data)) throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  return data.map(parseState).filter((state): state is StateOption => state !== null);
}

export function useStates(zone: Zone | null) {
  return useQuery({
    queryKey: ['states', zone],
    queryFn: ({ signal }) => getStates(zone as Zone, signal),
    enabled: zone !== null,
    staleTime: Infinity,
  });
}
