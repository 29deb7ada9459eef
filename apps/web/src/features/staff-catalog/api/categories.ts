import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import { num, text, type Row } from '../../../app/staff/read';
import { parsePage } from '../../../app/staff/api/page';
import { sendChange } from '../../../app/staff/api/send';

export type StaffCategory = {
  id: number;
  name: string;
  joining_fee: number;
  annual_fee: number;
  eligibility: string;
  eligibility_remark: string;
  rank: number | null;
};

/** What the category form sends (fees in rupees). */
export type CategoryInput = {
  name: string;
  joining_fee: number;
  annual_fee: number;
  eligibility: string;
  eligibility_remark: string;
  rank: number;
};

function parseCategory(row: Row): StaffCategory | null {
  const id = num(row.id);
  if (id === null) return null;
  return {
    id,
    name: text(row.name),
    joining_fee: num(row.joining_fee) ?? 0,
    annual_fee: num(row.annual_fee) ?? 0,
    eligibility: text(row.eligibility),
    eligibility_remark: text(row.eligibility_remark),
    rank: num(row.rank),
  };
}

/** GET /api/staff/categories (admin). */
export async function getStaffCategories(signal?: AbortSignal): Promise<StaffCategory[]> {
  const envelope = await apiRequest<unknown>('/staff/categories', { signal });
  const { items } = parsePage(envelope, parseCategory);
  return items.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
}

export function useStaffCategories(enabled = true) {
  return useQuery({
    queryKey: ['staff', 'categories'],
    queryFn: ({ signal }) => getStaffCategories(signal),
    enabled,
  });
}

/** POST /api/staff/categories or PATCH /api/staff/categories/:id. */
export async function saveCategory(id: number | null, input: CategoryInput): Promise<string> {
  const { message } =
    id === null
      ? await sendChange('/staff/categories', 'POST', input, 'Category created')
      : await sendChange(`/staff/categories/${id}`, 'PATCH', input, 'Category updated');
  return message;
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
