// Plain words for the codes the staff API uses, so a newcomer reads "With accounts", not "accounts".
// The lists of codes are the contract's (contracts/values.ts); only their words live here.
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { ZONE_LABELS, type Zone } from '@portico/domain/constants';
import type {
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  REVIEW_STATUS_VALUES,
  STAFF_ROLE_VALUES,
} from '@portico/domain/contracts/values';
import {
  JOURNEY_VALUES,
  MANUAL_VALUES,
  REVIEW_STAGE_VALUES,
} from '@portico/domain/contracts/values';
import { ABOUT_FIELDS, APPLICANT_FIELDS, COMPANY_FIELDS } from '../membership-form-sections';

export { MANUAL_VALUES };

/** Every review stage, in pipeline order. */
export const STAGES = REVIEW_STAGE_VALUES;
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
export const FINAL_STAGES: readonly string[] = [
  'rejected',
  'cancelled',
  'paid',
] satisfies readonly Stage[];

export function stageLabel(stage: string): string {
  return STAGE_LABELS[stage as Stage] ?? stage;
}

/** The step a review decision answers (each reference is its own step), or the references together. */
type DecisionStage = (typeof DECISION_STAGE_VALUES)[number] | 'references';
type Decision = (typeof DECISION_VALUES)[number];
type DocumentStatus = (typeof REVIEW_STATUS_VALUES)[number];

const DECISION_STAGE_LABELS: Record<DecisionStage, string> = {
  zone_manager: 'Zone manager',
  accounts: 'Accounts',
  reference_1: 'Reference 1 (proposer)',
  reference_2: 'Reference 2 (proposer)',
  references: 'Reference checks',
  governing_body: 'Governing body',
};

export function decisionStageLabel(stage: string): string {
  return DECISION_STAGE_LABELS[stage as DecisionStage] ?? stageLabel(stage);
}

const DECISION_LABELS: Record<Decision, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  changes_requested: 'Sent back for changes',
};

export function decisionLabel(decision: string): string {
  return DECISION_LABELS[decision as Decision] ?? decision;
}

export type StaffRole = (typeof STAFF_ROLE_VALUES)[number];

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

type Journey = (typeof JOURNEY_VALUES)[number];

export const JOURNEY_LABELS: Record<Journey, string> = {
  new: 'New membership',
  upgrade: 'Upgrade',
};

/** The application types, as the queue's filter offers them. */
export const JOURNEY_OPTIONS = JOURNEY_VALUES.map((value) => ({
  value,
  label: JOURNEY_LABELS[value],
}));

export function journeyLabel(journey: string): string {
  return JOURNEY_LABELS[journey as Journey] ?? journey;
}

/**
 * The member's manual-update flag, named for what it does. 1 and 4 act alike (spec §4.5): before a
 * renewal the member confirms the documents on record, or uploads new ones when there is no
 * documents link; 4 is a code kept from the previous register. The API keeps the numbers.
 */
export type ManualValue = (typeof MANUAL_VALUES)[number];

export const MANUAL_FLAG_LABEL = 'Ask for documents at renewal';

export const MANUAL_LABELS: Record<ManualValue, string> = {
  0: 'No – renews without a documents check',
  1: 'Yes – confirms or uploads documents first',
  4: 'Yes (old code 4) – same as Yes',
};

/** One line on what each value does, for hints beside the flag. */
export const MANUAL_EXPLANATIONS: Record<ManualValue, string> = {
  0: 'No: the member renews without a documents check.',
  1: 'Yes: before renewing, the member confirms the documents on record (the documents link), or uploads new ones when there is no link.',
  4: 'Yes (old code 4): a value from the previous register that works the same as Yes.',
};

export function manualLabel(value: number): string {
  return MANUAL_LABELS[value as ManualValue] ?? String(value);
}

export function manualExplanation(value: number): string {
  return MANUAL_EXPLANATIONS[value as ManualValue] ?? '';
}

const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'Not reviewed yet',
  accepted: 'Accepted',
  needs_replacement: 'Needs replacement',
  rejected: 'Needs replacement',
};

export function documentStatusLabel(status: string): string {
  return DOCUMENT_STATUS_LABELS[status as DocumentStatus] ?? (status || 'Not reviewed yet');
}

/** The application's fields and documents by the names the form and the API use. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
}

/** What a send-back may ask the applicant to change, grouped like the form (documents come separately). */
export const SEND_BACK_FIELD_GROUPS: readonly { title: string; fields: readonly string[] }[] = [
  { title: 'Basic details', fields: [...APPLICANT_FIELDS, ...COMPANY_FIELDS] },
  { title: 'Directors and proposers', fields: ['director', 'members'] },
  { title: 'Other details', fields: ABOUT_FIELDS },
];
