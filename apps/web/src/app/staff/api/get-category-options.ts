import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../api-client';
import { parseMembershipCategory, type MembershipCategory } from '../../membership-category';

/**
 * The categories for the filters: the public GET /api/membership (every staff role may read it; the
 * staff categories call is admin only).
 */
export async function getCategoryOptions(signal?: AbortSignal): Promise<MembershipCategory[]> {
  const data = await apiData<unknown>('/membership', { signal });
  return Array.isArray(data)
    ? data.map(parseMembershipCategory).filter((c): c is MembershipCategory => c !== null)
    : [];
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: ['memberships', 'all'],
    queryFn: ({ signal }) => getCategoryOptions(signal),
  });
}
