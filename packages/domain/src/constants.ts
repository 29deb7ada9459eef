// Business constants and limits from both specifications (applicant journey §9, member area §9).

/**
 * Length of every one-time code (login, email and mobile verification) unless the server is
 * configured otherwise (OTP_CODE_LENGTH, within the bounds below); the server's send calls say which.
 */
export const OTP_CODE_LENGTH = 4;
export const OTP_CODE_LENGTH_MIN = 4;
export const OTP_CODE_LENGTH_MAX = 8;

/** Phone numbers: at least 6 digits for Verify, at most 15 digits in any mobile input. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/**
 * The GST rate unless an admin sets another (Settings), in basis points (1800 = 18%). Each order
 * stores the rate it was charged at; invoices and credit notes print and check that stored rate.
 */
export const DEFAULT_GST_RATE_BASIS_POINTS = 1800;
/** @deprecated The default rate in percent; read the configured or the order's rate instead. */
export const GST_RATE_PERCENT = DEFAULT_GST_RATE_BASIS_POINTS / 100;
/** The rates an admin may set: 0% to 28% in whole basis points (at most two decimals of a percent). */
export const GST_RATE_BASIS_POINTS_MIN = 0;
export const GST_RATE_BASIS_POINTS_MAX = 2800;
/**
 * The GST rates notified under the CGST Act's rate schedules (0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12,
 * 18 and 28 %), in basis points: the only rates Settings accepts (issue #28, decision 076).
 */
export const GST_NOTIFIED_RATE_BASIS_POINTS = [
  0, 10, 25, 100, 150, 300, 500, 600, 750, 1200, 1800, 2800,
] as const;
export const GST_NUMBER_MAX_LENGTH = 15;
export const PAN_LENGTH = 10;
export const DATE_INPUT_MAX_LENGTH = 10;

/** 5 MB: the limit of every upload except the turnover certificate. */
export const FILE_MAX_BYTES = 5_242_880;
/** 20 MB: the turnover certificate's limit. */
export const TURNOVER_FILE_MAX_BYTES = 20_971_520;

/** Extra directors on tab 2 (Add New is hidden at this count). */
export const MAX_DIRECTORS = 5;
/** Proposer members on tab 3: at most two, as many as the association's rule asks (proposer-rule.ts). */
export const PROPOSER_COUNT = 2;

export const DESCRIPTION_MIN_WORDS = 100;
export const DESCRIPTION_MAX_WORDS = 500;

export const ZONES = ['north', 'east', 'west', 'south'] as const;
export type Zone = (typeof ZONES)[number];
export const ZONE_LABELS: Record<Zone, string> = {
  north: 'North',
  east: 'East',
  west: 'West',
  south: 'South',
};

export const COMPANY_SIZES = ['1-25', '25-50', '50 & above'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const ORG_TYPES = ['company', 'partnership', 'huf'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const ORG_TYPE_LABELS: Record<OrgType, string> = {
  company: 'Private Limited / Limited company',
  partnership: 'Partnership Firm / LLP',
  huf: 'Proprietor / HUF',
};

/** Journey of an application: a new membership or an upgrade of an existing one. */
export const JOURNEYS = ['new', 'upgrade'] as const;
export type Journey = (typeof JOURNEYS)[number];

/** plan_history.history_type: the journeys plus the revival of a lapsed membership. */
export const HISTORY_TYPES = ['new', 'upgrade', 'revive_renew'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** Renewal is due from 60 days before expiry to 90 days after it (both inclusive). */
export const RENEWAL_WINDOW_DAYS_BEFORE = 60;
export const RENEWAL_WINDOW_DAYS_AFTER = 90;

/** Values of the member's manual flag that require the documents confirmation / self-update. */
export const MANUAL_UPDATE_VALUES = [1, 4] as const;
export type ManualUpdateValue = (typeof MANUAL_UPDATE_VALUES)[number];

export const CURRENCY = 'INR';

export const TOAST_DURATION_MS = 5000;
export const PERSISTED_STATE_TIMEOUT_MS = 5000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The five approvals of the application review, in display order; key is the response field. */
export const REVIEW_STAGES = [
  { key: 'Approved_by_ZM', label: 'Approved by ZM' },
  { key: 'Approved_By_Accounts_Dept.', label: 'Approved by Accounts Dept.' },
  { key: 'Reference_Check_1', label: 'Reference Check 1' },
  { key: 'Reference_Check_2', label: 'Reference Check 2' },
  { key: 'Approved_By_Governing_Body', label: 'Approved by Governing Body' },
] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];
export type ReviewStageKey = ReviewStage['key'];

/** The value of a review stage that shows the done icon. */
export const REVIEW_STAGE_COMPLETED = 'Completed';

/** Stored application steps: 1 after basic details … 4 after other details. */
export const APPLICATION_STEP_MIN = 1;
export const APPLICATION_STEP_MAX = 4;

/** True when the manual flag (1 or 4) asks for the documents confirmation before renewal. */
export function isManualUpdateRequired(manual: number): boolean {
  return (MANUAL_UPDATE_VALUES as readonly number[]).includes(manual);
}
