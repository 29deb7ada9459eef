import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../app/api-client';
import { num, record, text } from '../../../app/staff/read';

/** GET /api/state/{zone}: the states of a zone, to show a state's name for its id. */
export async function getStates(
  zone: string,
  signal?: AbortSignal,
): Promise<{ id: number; name: string }[]> {
  const data = await apiData<unknown>(`/state/${encodeURIComponent(zone.toLowerCase())}`, {
    signal,
  });
  if (!Array.isArray(data)) return [];
  return data
    .map((row) => ({ id: num(record(row).id), name: text(record(row).name) }))
    .filter((row): row is { id: number; name: string } => row.id !== null && row.name !== '');
}

export function useStates(zone: string) {
  return useQuery({
    queryKey: ['states', zone.toLowerCase()],
    queryFn: ({ signal }) => getStates(zone, signal),
    enabled: zone !== '',
    staleTime: Infinity,
  });
}
