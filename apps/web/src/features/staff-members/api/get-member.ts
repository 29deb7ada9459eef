import { useQuery } from '@tanstack/react-query';
import {
  memberDetailResponse,
  type MemberItem,
} from '@portico/domain/contracts/staff-members.contract';
import { apiCall } from '../../../app/api-client';

/** GET /api/staff/members/:id: who, their plan and contacts. */
export function useMember(id: number | null) {
  return useQuery({
    queryKey: ['staff', 'member', id],
    queryFn: async ({ signal }): Promise<MemberItem> =>
      (await apiCall(`/staff/members/${id}`, memberDetailResponse, { signal })).data,
    enabled: id !== null,
  });
}
