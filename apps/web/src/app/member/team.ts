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

/** What each role sees on the member's pages. */
export function memberAreaOf(role: TeamRole | undefined) {
  // Unknown (not read yet, or unreadable): as an admin; the server refuses what the role may not.
  const as = role ?? 'admin';
  return {
    billing: as === 'admin' || as === 'billing',
    directory: as === 'admin' || as === 'contact',
    admin: as === 'admin',
  };
}
