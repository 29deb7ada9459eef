import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  memberPatchResponse,
  type memberPatchBody,
} from '@portico/domain/contracts/staff-members.contract';
import { apiCall } from '../../../app/api-client';

export type MemberFlags = z.input<typeof memberPatchBody>;

/** PATCH /api/staff/members/:id {manual: 0|1|4, documents_link?}; resolves with the server's message. */
export async function updateMember(id: number, flags: MemberFlags): Promise<string> {
  const answer = await apiCall(`/staff/members/${id}`, memberPatchResponse, {
    method: 'PATCH',
    body: flags,
  });
  return answer.message;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: MemberFlags }) => updateMember(id, flags),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'members'] }),
  });
}
