import { associationResponse } from '@portico/domain/contracts/association.contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** GET /api/association's GST rate (percent): what a checkout would charge now. */
export async function getGstRate(signal?: AbortSignal): Promise<number> {
  const answer = await apiCall('/association', associationResponse, { signal });
  return answer.data.gst_rate;
}

/**
 * The GST rate the association charges now, read only while `enabled` (the notice that names it is
 * open); undefined until known, and when it cannot be read (the text then names the default rate).
 */
export function useGstRate(enabled: boolean): number | undefined {
  return useQuery({
    queryKey: ['association', 'gst-rate'],
    queryFn: ({ signal }) => getGstRate(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  }).data;
}
