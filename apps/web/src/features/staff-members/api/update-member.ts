import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberPatchResponse } from '@portico/domain/contracts/staff-members.contract';
import { apiCall } from '../../../app/api-client';
import type { ManualValue } from '../../../app/staff/labels';

export type MemberFlags = { manual: ManualValue; documents_link?: string };

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
