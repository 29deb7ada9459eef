import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualValue } from '../../../app/staff/labels';
import { sendChange } from '../../../app/staff/api/send';

export type MemberFlags = { manual: ManualValue; documents_link?: string };

/** PATCH /api/staff/members/:id {manual: 0|1|4, documents_link?} */
export async function updateMember(id: number, flags: MemberFlags): Promise<string> {
  const { message } = await sendChange(`/staff/members/${id}`, 'PATCH', flags, 'Member updated');
  return message;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: MemberFlags }) => updateMember(id, flags),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'members'] }),
  });
}
