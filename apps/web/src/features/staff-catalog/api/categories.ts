import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  categoryListResponse,
  categoryResponse,
  type StaffCategory,
  type categoryCreateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { apiCall } from '../../../app/api-client';

export type { StaffCategory };

/** What the category form sends (fees in rupees): the contract's body. */
export type CategoryInput = z.input<typeof categoryCreateBody>;

/** GET /api/staff/categories (admin). */
export async function getStaffCategories(signal?: AbortSignal): Promise<StaffCategory[]> {
  const { data } = await apiCall('/staff/categories', categoryListResponse, { signal });
  return data.sort((a, b) => a.rank - b.rank);
}

export function staffCategoriesQuery(enabled = true) {
  return queryOptions({
    queryKey: ['staff', 'categories'],
    queryFn: ({ signal }) => getStaffCategories(signal),
    enabled,
  });
}

export function useStaffCategories(enabled = true) {
  return useQuery(staffCategoriesQuery(enabled));
}

/** POST /api/staff/categories or PATCH /api/staff/categories/:id; resolves with the server's message. */
export async function saveCategory(id: number | null, input: CategoryInput): Promise<string> {
  const answer = await apiCall(
    id === null ? '/staff/categories' : `/staff/categories/${id}`,
    categoryResponse,
    { method: id === null ? 'POST' : 'PATCH', body: input },
  );
  return answer.message;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) =>
      saveCategory(id, input),
    // The public list (select membership, the filters) shows the change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['staff', 'categories'] }),
        queryClient.invalidateQueries({ queryKey: ['memberships'] }),
      ]),
  });
}
