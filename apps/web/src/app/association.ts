import {
  associationResponse,
  type AssociationContact,
} from '@portico/domain/contracts/association.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/** GET /api/association: the association's name, contact and logo as the admin last saved them. */
export async function getAssociation(signal?: AbortSignal): Promise<AssociationContact> {
  const answer = await apiCall('/association', associationResponse, { signal });
  return answer.data;
}

export function associationQuery() {
  return queryOptions({
    queryKey: ['association'],
    queryFn: ({ signal }) => getAssociation(signal),
    // Changed rarely, in the back office's Settings: each page load reads it afresh.
    staleTime: Infinity,
  });
}

export function useAssociation() {
  return useQuery(associationQuery());
}
