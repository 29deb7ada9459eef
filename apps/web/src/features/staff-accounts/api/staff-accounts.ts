import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  staffAccountListResponse,
  staffAccountResponse,
  type StaffAccount,
  type staffAccountCreateBody,
  type staffInvitationBody,
} from '@portico/domain/contracts/staff-accounts.contract';
import { apiCall } from '../../../app/api-client';
import { useSaveRecord } from '../../../app/staff/api/save-record';
import { queryString, type Page } from '../../../app/staff/api/page';

export type StaffRoleGrant = StaffAccountInput['roles'][number];

export type { StaffAccount };

/** What the staff form sends: the contract's body. */
export type StaffAccountInput = z.input<typeof staffAccountCreateBody>;
type StaffInvitation = z.input<typeof staffInvitationBody>;

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

/**
 * POST /api/staff/staff/invitations (a new account, emailed where to sign in) or PATCH
 * /api/staff/staff/:id; resolves with the server's message.
 */
export function useSaveStaffAccount() {
  return useSaveRecord<StaffAccountInput>({
    path: '/staff/staff',
    createPath: '/staff/staff/invitations',
    schema: staffAccountResponse,
    // The checklist's "staff" step is ticked by a new account.
    invalidates: [
      ['staff', 'accounts'],
      ['staff', 'getting-started'],
    ],
    toBody: ({ active, ...input }, isNew): StaffAccountInput | StaffInvitation => ({
      ...input,
      ...(isNew ? {} : { active }),
      roles: input.roles.map(({ role, zone }) =>
        role === 'zone_manager' ? { role, zone } : { role },
      ),
    }),
  });
}
