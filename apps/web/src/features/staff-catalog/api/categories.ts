import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  categoryListResponse,
  categoryResponse,
  type StaffCategory,
  type categoryCreateBody,
} from '@portico/domain/contracts/staff-catalog.contract';
import { apiCall } from '../../../app/api-client';
import { useSaveRecord } from '../../../app/staff/api/save-record';

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
export function useSaveCategory() {
  return useSaveRecord<CategoryInput>({
    path: '/staff/categories',
    schema: categoryResponse,
    // The public list (select membership, the filters) shows the change too.
    invalidates: [['staff', 'categories'], ['memberships']],
  });
}
