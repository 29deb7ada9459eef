import type { AssociationContact } from '@portico/domain/contracts/association.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/** GET /api/association: the association's name, contact and logo as the admin last saved them. */
export async function getAssociation(signal?: AbortSignal): Promise<AssociationContact> {
  // Loaded with the call: every page's shell reads the association, and building its schema with
  // zod's core at the app's start was a third of that start's longest task.
  const { associationResponse } = await import('@portico/domain/contracts/association.contract');
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
