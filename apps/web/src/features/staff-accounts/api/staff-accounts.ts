import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import {
  staffAccountListResponse,
  staffAccountResponse,
  type StaffAccount,
  type staffAccountCreateBody,
} from '@portico/domain/contracts/staff-accounts.contract';
import { apiCall } from '../../../app/api-client';
import { queryString, type Page } from '../../../app/staff/api/page';

export type StaffRoleGrant = StaffAccountInput['roles'][number];

export type { StaffAccount };

/** What the staff form sends: the contract's body. */
export type StaffAccountInput = z.input<typeof staffAccountCreateBody>;

/** GET /api/staff/staff (admin). */
export async function getStaffAccounts(
  query: { page?: string; pageSize?: string; q?: string },
  signal?: AbortSignal,
): Promise<Page<StaffAccount>> {
  const answer = await apiCall(`/staff/staff${queryString(query)}`, staffAccountListResponse, {
    signal,
  });
  return answer.data;
}

export function staffAccountsQuery(
  query: { page?: string; pageSize?: string; q?: string },
  enabled = true,
) {
  return queryOptions({
    queryKey: ['staff', 'accounts', query],
    queryFn: ({ signal }) => getStaffAccounts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useStaffAccounts(
  query: { page?: string; pageSize?: string; q?: string },
  enabled = true,
) {
  return useQuery(staffAccountsQuery(query, enabled));
}

/** POST /api/staff/staff or PATCH /api/staff/staff/:id; resolves with the server's message. */
export async function saveStaffAccount(
  id: number | null,
  input: StaffAccountInput,
): Promise<string> {
  const roles = input.roles.map(({ role, zone }) =>
    role === 'zone_manager' ? { role, zone } : { role },
  );
  const answer = await apiCall(
    id === null ? '/staff/staff' : `/staff/staff/${id}`,
    staffAccountResponse,
    { method: id === null ? 'POST' : 'PATCH', body: { ...input, roles } },
  );
  return answer.message;
}

export function useSaveStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StaffAccountInput }) =>
      saveStaffAccount(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'accounts'] }),
  });
}
