import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client';
import { list, num, text, truthy, type Row } from '../../../app/staff/read';
import { parsePage, queryString, type Page } from '../../../app/staff/api/page';
import { sendChange } from '../../../app/staff/api/send';

export type StaffRoleGrant = { role: string; zone?: string | null };

export type StaffAccount = {
  id: number;
  email: string;
  name: string;
  active: boolean;
  roles: StaffRoleGrant[];
};

/** What the staff form sends. */
export type StaffAccountInput = {
  email: string;
  name: string;
  active: boolean;
  roles: StaffRoleGrant[];
};

function parseAccount(row: Row): StaffAccount | null {
  const id = num(row.id);
  if (id === null) return null;
  return {
    id,
    email: text(row.email),
    name: text(row.name),
    active: row.active === undefined ? true : truthy(row.active),
    roles: list(row.roles)
      .map((grant) => ({ role: text(grant.role), zone: text(grant.zone) || null }))
      .filter((grant) => grant.role !== ''),
  };
}

/** GET /api/staff/staff (admin). */
export async function getStaffAccounts(
  query: { page?: string; pageSize?: string; q?: string },
  signal?: AbortSignal,
): Promise<Page<StaffAccount>> {
  const envelope = await apiRequest<unknown>(`/staff/staff${queryString(query)}`, { signal });
  return parsePage(envelope, parseAccount);
}

export function useStaffAccounts(
  query: { page?: string; pageSize?: string; q?: string },
  enabled = true,
) {
  return useQuery({
    queryKey: ['staff', 'accounts', query],
    queryFn: ({ signal }) => getStaffAccounts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/staff/staff or PATCH /api/staff/staff/:id. */
export async function saveStaffAccount(
  id: number | null,
  input: StaffAccountInput,
): Promise<string> {
  const roles = input.roles.map(({ role, zone }) =>
    role === 'zone_manager' ? { role, zone } : { role },
  );
  const body = { ...input, roles };
  const { message } =
    id === null
      ? await sendChange('/staff/staff', 'POST', body, 'Staff account created')
      : await sendChange(`/staff/staff/${id}`, 'PATCH', body, 'Staff account updated');
  return message;
}

export function useSaveStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: StaffAccountInput }) =>
      saveStaffAccount(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'accounts'] }),
  });
}
