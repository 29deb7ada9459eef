import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';
import type { MembershipCategory } from '../../../app/membership-category';

/**
 * GET /api/membership (every category, in rank order) or, for an upgrade,
 * GET /api/membership/{id} (the categories an upgrade from category `id` may choose).
 */
export async function getMemberships(
  upgradeFromId: number | null,
  signal?: AbortSignal,
): Promise<MembershipCategory[]> {
  const path = upgradeFromId === null ? '/membership' : `/membership/${upgradeFromId}`;
  // Loaded with the call, not with the first page: the contract brings zod and the schemas, a third
  // of the entry's JS, and the server-rendered page already holds the answer it would parse.
  const { categoryListResponse } = await import('@portico/domain/contracts/catalog.contract');
  const answer = await apiCall(path, categoryListResponse, { signal });
  return answer.data;
}

export function membershipsQuery(upgradeFromId: number | null) {
  return queryOptions({
    queryKey: ['memberships', upgradeFromId ?? 'all'],
    queryFn: ({ signal }) => getMemberships(upgradeFromId, signal),
  });
}

export function useMemberships(upgradeFromId: number | null) {
  return useQuery(membershipsQuery(upgradeFromId));
}
