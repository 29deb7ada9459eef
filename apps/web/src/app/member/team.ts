// Who is signed in for the member company (GET /api/team, decision 110): their name and role, and
// the team for an admin. The member pages show what the role may use (the server refuses the rest);
// the team page manages the team.
import type { TeamRole } from '@portico/domain/team';
import { memberQuery } from './member-query';

export const TEAM_KEY = ['company-team'] as const;

export const teamQuery = memberQuery(
  TEAM_KEY,
  '/team',
  async () => (await import('@portico/domain/contracts/team.contract')).teamResponse,
);

/**
 * What each role sees on the member's pages, from the team query. Until the role is read, nothing
 * only some roles may use: a 403 signs the person out (spec: any 401 or 403 clears the stored auth),
 * so a billing person's page must not ask for an admin's data while it waits. Unreadable (the query
 * failed): as an admin; the server refuses what the role may not.
 */
export function memberAreaOf(team: { isPending: boolean; data?: { me: { role: TeamRole } } }) {
  const as = team.isPending ? null : (team.data?.me.role ?? 'admin');
  return {
    billing: as === 'admin' || as === 'billing',
    directory: as === 'admin' || as === 'contact',
    admin: as === 'admin',
  };
}
