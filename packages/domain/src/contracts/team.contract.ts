// A company's team (issue #31, decision 110). The signed-in member: GET /api/team (who is signing
// in, and the team for an admin), POST /api/team/invitations (invite a person), POST
// /api/team/:personId/remove, PUT /api/team/:personId/role and POST /api/team/transfer (the account
// holder hands the company to an active team member, or asks the association to, decision 118) and
// POST /api/team/transfer/withdraw. Staff: GET /api/staff/members/:id/team, POST
// /api/staff/members/:id/team/:personId/remove, POST /api/staff/members/:id/team/transfer/approve
// and .../refuse; GET /api/staff/team-transfers (admin and office: every open request, the
// office's work); GET and PUT /api/staff/team/settings (admin).
import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation';
import { recordIdText } from '../schemas/fields';
import { dataResponse, savedResponse } from './common';
import { TEAM_ROLE_VALUES, TEAM_STATUS_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

export const TEAM_MESSAGES = {
  nameRequired: 'Enter the person’s name',
  nameTooLong: 'The name must be 100 characters or fewer',
  contactRequired: 'Enter an email address or a mobile number',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  mobileInvalid: 'Enter a 10-digit mobile number, like 9812345678',
  roleRequired: 'Choose a role',
  alreadyInTeam: 'Someone in your team already uses this email address or mobile number',
  notFound: 'This person is not in your team',
  holderStays: 'The account holder cannot be removed. Transfer the account first',
  notYourself: 'You cannot remove yourself',
  onlyHolderTransfers: 'Only the account holder can transfer the account',
  transferToActive: 'The account can be transferred only to an active team member',
  invited: 'Invitation sent',
  removed: 'Person removed from the team',
  roleChanged: 'Role changed',
  transferred: 'Account transferred',
  // Where the association approves transfers (decision 118).
  transferRequested: 'Transfer sent to the association for approval',
  transferPending:
    'A transfer of the account is already waiting for the association’s approval. Withdraw it first',
  transferWithdrawn: 'Transfer request withdrawn',
  noOpenTransfer: 'This transfer request is no longer waiting for approval',
  transferStale:
    'The transfer can no longer be made: the account holder changed or the person is no longer an active team member. The request was cancelled',
  transferApproved: 'Transfer approved',
  transferRefused: 'Transfer refused',
  refuseReasonRequired: 'Enter why the transfer is refused',
  refuseReasonTooLong: 'The reason must be 500 characters or fewer',
  settingsSaved: 'Team settings saved',
} as const;

const MAX_TEAM_NAME = 100;

export const teamInvitationBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, TEAM_MESSAGES.nameRequired)
      .max(MAX_TEAM_NAME, TEAM_MESSAGES.nameTooLong),
    email: z
      .string()
      .trim()
      .max(254, TEAM_MESSAGES.emailInvalid)
      .transform((value) => value.toLowerCase())
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), TEAM_MESSAGES.emailInvalid)
      .default(''),
    mobile: z
      .string()
      .trim()
      .max(20, TEAM_MESSAGES.mobileInvalid)
      // As the login reads a number: the last 10 digits, after any country code.
      .transform((value) => value.replace(/\D/g, '').slice(-10))
      .refine((value) => value === '' || /^\d{10}$/.test(value), TEAM_MESSAGES.mobileInvalid)
      .default(''),
    role: z.enum(TEAM_ROLE_VALUES, { error: TEAM_MESSAGES.roleRequired }),
  })
  .refine((body) => body.email !== '' || body.mobile !== '', {
    message: TEAM_MESSAGES.contactRequired,
    path: ['email'],
  });
export type TeamInvitation = z.infer<typeof teamInvitationBody>;
export type TeamInvitationInput = z.input<typeof teamInvitationBody>;

export const teamPersonParams = z.object({
  personId: recordIdText('Person id must be a number'),
});
export const teamRoleBody = z.object({
  role: z.enum(TEAM_ROLE_VALUES, { error: TEAM_MESSAGES.roleRequired }),
});
export const teamTransferBody = z.object({
  person_id: z.number().int().min(1).max(2_147_483_647),
});
export const staffTransferDecisionBody = z.object({
  request_id: z.number().int().min(1).max(2_147_483_647),
});
export const staffTransferRefusalBody = staffTransferDecisionBody.extend({
  reason: z
    .string()
    .trim()
    .min(1, TEAM_MESSAGES.refuseReasonRequired)
    .max(500, TEAM_MESSAGES.refuseReasonTooLong),
});
export type StaffTransferRefusal = z.infer<typeof staffTransferRefusalBody>;
export const teamSettingsBody = z.object({ transfers_need_approval: z.boolean() });
export type TeamSettings = z.infer<typeof teamSettingsBody>;
export const teamSettingsResponse = dataResponse(teamSettingsBody);
export const staffTeamParams = z.object({ id: recordIdText('Member id must be a number') });
export const staffTeamPersonParams = z.object({
  id: recordIdText('Member id must be a number'),
  personId: recordIdText('Person id must be a number'),
});

export const teamPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(TEAM_ROLE_VALUES),
  status: z.enum(TEAM_STATUS_VALUES),
  holder: z.boolean(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type TeamPerson = z.infer<typeof teamPerson>;

/** The holder's open request to transfer the account, waiting for the office (decision 118). */
export const transferRequest = z.object({
  id: z.number().int(),
  from_name: z.string(),
  to_person_id: z.number().int(),
  to_name: z.string(),
  requested_at: z.string(),
});
export type TransferRequest = z.infer<typeof transferRequest>;

export const teamView = z.object({
  company_name: z.string(),
  /** The person signed in. */
  me: z.object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(TEAM_ROLE_VALUES),
    holder: z.boolean(),
  }),
  /** Everyone not removed, the holder first; empty for anyone but an admin. */
  people: z.array(teamPerson).max(500),
  /** Whether a transfer waits for the association's approval (decision 118). */
  transfers_need_approval: z.boolean(),
  /** The open transfer request; null when none, or for anyone but an admin. */
  transfer_request: transferRequest.nullable(),
});
export type TeamView = z.infer<typeof teamView>;

export const teamResponse = dataResponse(teamView);
export const teamSavedResponse = savedResponse(teamView);

export const staffTeam = z.object({
  people: z.array(teamPerson).max(500),
  transfer_request: transferRequest.nullable(),
});
export type StaffTeam = z.infer<typeof staffTeam>;
export const staffTeamResponse = dataResponse(staffTeam);
export const staffTeamSavedResponse = savedResponse(staffTeam);

/** An open transfer request as the office's list of waiting work shows it (oldest first). */
export const openTransferItem = transferRequest.extend({
  member_id: z.number().int(),
  member_number: z.string().nullable(),
  company_name: z.string(),
});
export type OpenTransferItem = z.infer<typeof openTransferItem>;
/** Open requests are one per member at most; the list shows the oldest 100 and counts them all. */
export const staffOpenTransfersResponse = dataResponse(
  z.object({ items: z.array(openTransferItem).max(100), total: z.number().int() }),
);

registerRequestContracts({
  teamInvitationBody,
  teamPersonParams,
  teamRoleBody,
  teamTransferBody,
  staffTeamParams,
  staffTeamPersonParams,
  staffTransferDecisionBody,
  staffTransferRefusalBody,
  teamSettingsBody,
});
