import { useQuery } from '@tanstack/react-query';
import { ApiError, apiData, FALLBACK_ERROR_MESSAGE } from '../../../app/api-client';
import { parseMembershipCategory, type MembershipCategory } from '../../../app/membership-category';

/**
 * GET /api/membership (every category, in rank order) or, for an upgrade,
 * GET /api/membership/{id} (the categories an upgrade from category `id` may choose).
 */
export async function getMemberships(
  upgradeFromId: number | null,
  signal?: AbortSignal,
): Promise<MembershipCategory[]> {
  const path = upgradeFromId === null ? '/membership' : `/membership/${upgradeFromId}`;
  const data = await apiData<unknown>(path, { signal });
  if (!Array.isArray(data)) throw new ApiError(200, FALLBACK_ERROR_MESSAGE, undefined, data);
  return data
    .map(parseMembershipCategory)
    .filter((category): category is MembershipCategory => category !== null);
}

export function useMemberships(upgradeFromId: number | null) {
  return useQuery({
    queryKey: ['memberships', upgradeFromId ?? 'all'],
    queryFn: ({ signal }) => getMemberships(upgradeFromId, signal),
  });
}
