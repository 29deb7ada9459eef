import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamInvitationInput, TeamView } from '@portico/domain/contracts/team.contract';
import { apiCall } from '../../../app/api-client';
import { TEAM_KEY } from '../../../app/member/team';

async function saved(path: string, body: unknown): Promise<TeamView> {
  const { teamSavedResponse } = await import('@portico/domain/contracts/team.contract');
  return (await apiCall(path, teamSavedResponse, { method: 'POST', body })).data;
}

function useTeamChange<T>(send: (input: T) => Promise<TeamView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (team: TeamView) => client.setQueryData(TEAM_KEY, team),
  });
}

/** POST /api/team/invitations. */
export const useInvite = () =>
  useTeamChange((body: TeamInvitationInput) => saved('/team/invitations', body));

/** POST /api/team/:personId/remove. */
export const useRemovePerson = () =>
  useTeamChange((personId: number) => saved(`/team/${personId}/remove`, {}));

/** POST /api/team/transfer. */
export const useTransfer = () =>
  useTeamChange((personId: number) => saved('/team/transfer', { person_id: personId }));

/** POST /api/team/transfer/withdraw: the holder takes back a request waiting for approval. */
export const useWithdrawTransfer = () => useTeamChange(() => saved('/team/transfer/withdraw', {}));
