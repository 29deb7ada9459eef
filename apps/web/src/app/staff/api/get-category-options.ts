import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  categoryListResponse,
  type MembershipCategoryRow,
} from '@portico/domain/contracts/catalog.contract';
import { apiCall } from '../../api-client';

export type CategoryOption = MembershipCategoryRow;

/**
 * The categories for the filters: the public GET /api/membership (every staff role may read it; the
 * staff categories call is admin only).
 */
export async function getCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  return (await apiCall('/membership', categoryListResponse, { signal })).data;
}

export function categoryOptionsQuery() {
  return queryOptions({
    queryKey: ['memberships', 'all'],
    queryFn: ({ signal }) => getCategoryOptions(signal),
  });
}

export function useCategoryOptions() {
  return useQuery(categoryOptionsQuery());
}
