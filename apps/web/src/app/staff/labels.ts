// Plain words for the codes the staff API uses, so a newcomer reads "With accounts", not "accounts".
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';

export const STAGES = [
  'draft',
  'zone_manager',
  'accounts',
  'references',
  'governing_body',
  'approved',
  'changes_requested',
  'rejected',
  'cancelled',
  'paid',
] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  draft: 'Draft',
  zone_manager: 'With zone manager',
  accounts: 'With accounts',
  references: 'Reference checks',
  governing_body: 'With governing body',
  approved: 'Approved – awaiting payment',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  paid: 'Paid',
};

/** Stages after which nothing more happens to an application. */
export const FINAL_STAGES: readonly string[] = ['rejected', 'cancelled', 'paid'];

export function stageLabel(stage: string): string {
  return STAGE_LABELS[stage as Stage] ?? stage;
}

/** The step a review decision answers (each reference is its own step). */
const DECISION_STAGE_LABELS: Record<string, string> = {
  zone_manager: 'Zone manager',
  accounts: 'Accounts',
  reference_1: 'Reference 1 (proposer)',
  reference_2: 'Reference 2 (proposer)',
  references: 'Reference checks',
  governing_body: 'Governing body',
};

export function decisionStageLabel(stage: string): string {
  return DECISION_STAGE_LABELS[stage] ?? stageLabel(stage);
}

const DECISION_LABELS: Record<string, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  changes_requested: 'Sent back for changes',
};

export function decisionLabel(decision: string): string {
  return DECISION_LABELS[decision] ?? decision;
}

export const STAFF_ROLES = [
  'admin',
  'office',
  'zone_manager',
  'accounts',
  'governing_body',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  office: 'Office',
  zone_manager: 'Zone manager',
  accounts: 'Accounts',
  governing_body: 'Governing body',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as StaffRole] ?? role;
}

export function zoneLabel(zone: string): string {
  return ZONE_LABELS[zone.toLowerCase() as Zone] ?? zone;
}

export const JOURNEY_LABELS: Record<string, string> = {
  new: 'New membership',
  upgrade: 'Upgrade',
};

export function journeyLabel(journey: string): string {
  return JOURNEY_LABELS[journey] ?? journey;
}

/** The member's manual-update flag: 1 and 4 make the member confirm their documents before renewal. */
export const MANUAL_VALUES = [0, 1, 4] as const;
export type ManualValue = (typeof MANUAL_VALUES)[number];

export const MANUAL_LABELS: Record<ManualValue, string> = {
  0: '0 – No documents check',
  1: '1 – Documents check at renewal',
  4: '4 – Documents check at renewal (type 4)',
};

export function manualLabel(value: number): string {
  return MANUAL_LABELS[value as ManualValue] ?? String(value);
}

const DOCUMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Not reviewed yet',
  accepted: 'Accepted',
  needs_replacement: 'Needs replacement',
  rejected: 'Needs replacement',
};

export function documentStatusLabel(status: string): string {
  return DOCUMENT_STATUS_LABELS[status] ?? (status || 'Not reviewed yet');
}

/** The application's fields and documents by the names the form and the API use. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
}

/** What a send-back may ask the applicant to change, grouped like the form (documents come separately). */
export const SEND_BACK_FIELD_GROUPS: readonly { title: string; fields: readonly string[] }[] = [
  {
    title: 'Basic details',
    fields: [
      'name',
      'email',
      'dob',
      'mobile_number',
      'primary_number',
      'zone',
      'state',
      'gst_number',
      'pan_number',
      'company_name',
      'registered_address',
      'size_of_company',
      'org_type',
      'incorporation_date',
    ],
  },
  { title: 'Directors and proposers', fields: ['director', 'members'] },
  { title: 'Other details', fields: ['description', 'meta', 'linkedin', 'instagram', 'youtube'] },
];
