import { useQuery } from '@tanstack/react-query';
import { teamSettingsResponse, type TeamSettings } from '@portico/domain/contracts/team.contract';
import { replacedRecord } from '../../../app/staff/api/staff-record';

export type { TeamSettings };

/** GET and PUT /api/staff/team/settings (admin, decision 118); the PUT answers the settings as saved. */
const teamSettings = replacedRecord(
  ['staff', 'team-settings'],
  '/staff/team/settings',
  teamSettingsResponse,
);

export const useTeamSettings = () => useQuery(teamSettings.query());

export const useSaveTeamSettings = () => teamSettings.useSave<TeamSettings>();
