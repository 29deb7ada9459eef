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
    // Read by the header, the title and the page alike: a failed read is not repeated by each.
    retryOnMount: false,
  });
}

export function useAssociation() {
  return useQuery(associationQuery());
}

/** The association as the pages name it: its saved name, its short name for narrow places, its logo. */
export type AssociationBrand = {
  name: string;
  shortName: string;
  logoUrl: string | null;
  email: string | null;
};

/**
 * The association's brand, or null while it loads (the server renders every page with it, so only a
 * page the browser built alone waits). Never the product's name (issue #27).
 */
export function useAssociationBrand(): AssociationBrand | null {
  const { data } = useAssociation();
  if (!data) return null;
  return {
    name: data.name,
    shortName: data.short_name?.trim() || data.name,
    logoUrl: data.logo_url,
    email: data.email,
  };
}
