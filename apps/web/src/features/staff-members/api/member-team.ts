import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffTeamResponse, staffTeamSavedResponse } from '@portico/domain/contracts/team.contract';
import { apiCall } from '../../../app/api-client';

const teamKey = (id: number) => ['staff', 'member-team', id] as const;

/** GET /api/staff/members/:id/team: the company's team (decision 110). */
export function useMemberTeam(id: number) {
  return useQuery({
    queryKey: teamKey(id),
    queryFn: async ({ signal }) =>
      (await apiCall(`/staff/members/${id}/team`, staffTeamResponse, { signal })).data.people,
  });
}

/** POST /api/staff/members/:id/team/:personId/remove (admin, office). */
export function useRemoveTeamPerson(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (personId: number) =>
      (
        await apiCall(`/staff/members/${id}/team/${personId}/remove`, staffTeamSavedResponse, {
          method: 'POST',
          body: {},
        })
      ).data.people,
    onSuccess: async (people) => {
      client.setQueryData(teamKey(id), people);
      await client.invalidateQueries({ queryKey: ['staff', 'member-record', id] });
    },
  });
}
