import {
  associationResponse,
  type AssociationContact,
} from '@portico/domain/contracts/association.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** GET /api/association: the association's name and contact from the server's configuration. */
export async function getAssociation(signal?: AbortSignal): Promise<AssociationContact> {
  const answer = await apiCall('/association', associationResponse, { signal });
  return answer.data;
}

export function associationQuery() {
  return queryOptions({
    queryKey: ['association'],
    queryFn: ({ signal }) => getAssociation(signal),
    // Configuration: it changes with a restart, not while a page is open.
    staleTime: Infinity,
  });
}

export function useAssociation() {
  return useQuery(associationQuery());
}
