import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffTeamResponse,
  staffTeamSavedResponse,
  type StaffTeam,
} from '@portico/domain/contracts/team.contract';
import { apiCall } from '../../../app/api-client';
import { WAITING_TRANSFERS_KEY } from './waiting-transfers';

const teamKey = (id: number) => ['staff', 'member-team', id] as const;

/** GET /api/staff/members/:id/team: the company's team and any open transfer request. */
export function useMemberTeam(id: number) {
  return useQuery({
    queryKey: teamKey(id),
    queryFn: async ({ signal }) =>
      (await apiCall(`/staff/members/${id}/team`, staffTeamResponse, { signal })).data,
  });
}

/** A change of the team: the answer is the team as it now is; the record's audit trail moved. */
function useTeamChange<T>(id: number, pathOf: (input: T) => string, bodyOf: (input: T) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) =>
      (
        await apiCall(`/staff/members/${id}/team/${pathOf(input)}`, staffTeamSavedResponse, {
          method: 'POST',
          body: bodyOf(input),
        })
      ).data,
    onSuccess: async (team: StaffTeam) => {
      client.setQueryData(teamKey(id), team);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['staff', 'member-record', id] }),
        client.invalidateQueries({ queryKey: WAITING_TRANSFERS_KEY }),
      ]);
    },
  });
}

/** POST /api/staff/members/:id/team/:personId/remove (admin, office). */
export const useRemoveTeamPerson = (id: number) =>
  useTeamChange(
    id,
    (personId: number) => `${personId}/remove`,
    () => ({}),
  );

/** POST /api/staff/members/:id/team/transfer/approve (admin, office; decision 118). */
export const useApproveTransfer = (id: number) =>
  useTeamChange(
    id,
    () => 'transfer/approve',
    (requestId: number) => ({ request_id: requestId }),
  );

/** POST /api/staff/members/:id/team/transfer/refuse, with the reason the holder is emailed. */
export const useRefuseTransfer = (id: number) =>
  useTeamChange(
    id,
    () => 'transfer/refuse',
    (input: { requestId: number; reason: string }) => ({
      request_id: input.requestId,
      reason: input.reason,
    }),
  );
