// The shapes of the member-area calls (member-area spec §2.3–2.4, §3, §4.4, §7; applicant spec
// "Member self-update"; api-contract), shared by the server that answers them and the web app that
// reads them. Money in rupees; ids are application ids (the `user_id` the member routes take).
// The login requests are in schemas/verification.schema.ts (loginOtpRequestSchema,
// loginRequestSchema) and the identifier's reading in validation.ts (parseLoginIdentifier).

// ── Login ─────────────────────────────────────────────────────────────────────────────────────

/** The plan-history part of the login answer (spec §4.4 reads approvals and payment from it). */
export type LoginPlanHistory = {
  id: number;
  app_id: number;
  history_type: 'new' | 'upgrade' | 'revive_renew';
  app_filled: boolean;
  cancelled: boolean;
  /** 1 once that governing-body approval is granted, else 0 (spec §4.4). */
  approval_governing_1: 0 | 1;
  approval_governing_2: 0 | 1;
  /** 1 when paid. */
  payment_status: 0 | 1;
};

/** `data` of the login answer: the user the member routes take, and where their journey stands. */
export type LoginUser = {
  /** The user id: the application id of the member's (or applicant's) application. */
  id: number;
  /** 'member' once a membership exists, else 'applicant' (an application not yet paid). */
  kind: 'member' | 'applicant';
  name: string;
  email: string;
  mobile_number: string;
  /** The stored step of the application form (4 when complete). */
  steps: number;
  is_draft: 0 | 1;
  journey: 'new' | 'upgrade';
  /** The category of the application (applicants) or the membership (members). */
  plan: { id: number; name: string } | null;
  /** Same as plan.id; what the upgrade picker lists from. */
  membership_id: number | null;
  plan_history: LoginPlanHistory | null;
  /** The member number once a member, else null. */
  Unique_id: string | null;
  /** 0, 1 or 4: 1 and 4 ask for the documents confirmation / self-update before renewal. */
  manual: 0 | 1 | 4;
  /** The stored documents link. */
  pdf_standalone: string | null;
};

export type LoginResponse = { success: true; message: string; token: string; data: LoginUser };

/** Where a login leads (spec §4.4), for the web app and its tests alike. */
export type LoginOutcome =
  | { to: 'membership-form' }
  | { to: 'application-review' }
  | { to: 'checkout' }
  | { to: 'signed-in' }
  /** A new-journey application already filled but nothing else applies: sign out, back to login. */
  | { to: 'login' };

/**
 * Spec §4.4, in order: a member → signed in; an unfinished form → the form; approvals pending →
 * the review; approved and unpaid → the checkout. What is left for an applicant is an application
 * already filled (plan history `app_filled`) with nothing more to do → auth cleared, /login. One
 * complete but never submitted (no plan history, or not filled) goes back to the form to be.
 */
export function loginOutcome(user: LoginUser): LoginOutcome {
  if (user.kind === 'member') return { to: 'signed-in' };
  const history = user.plan_history;
  if (user.steps < 4 || user.is_draft === 1) return { to: 'membership-form' };
  if (!history || !history.app_filled) return { to: 'membership-form' };
  if (history.approval_governing_1 !== 1 || history.approval_governing_2 !== 1) {
    return { to: 'application-review' };
  }
  if (history.payment_status !== 1) return { to: 'checkout' };
  return { to: 'login' };
}

// ── Plan status ───────────────────────────────────────────────────────────────────────────────

/** GET plan_status/{userId}. */
export type PlanStatus = {
  Plan_Name: string;
  /** 'active', or 'expired' once the period has ended. */
  Plan: 'active' | 'expired';
  /** Rupees; the renewal fees are Annual_Fees + gst = total. */
  Annual_Fees: number;
  gst: number;
  /** The GST rate the renewal would be charged at now, percent (18). */
  gst_rate: number;
  total: number;
  /** The expiry, 'YYYY-MM-DD-HH-mm-ss' in India time (spec §3). */
  Plan_Expiry: string;
  /** Inside the renewal window (60 days before to 90 after the expiry). */
  renew: boolean;
  /** More than 90 days after the expiry: renewal is a revival. */
  revive: boolean;
  /** The user id (application id) the renewal checkout takes. */
  app_id: number;
  Unique_id: string;
  Name: string;
  Email: string;
  manual: 0 | 1 | 4;
  pdf_standalone: string | null;
  /** False on the top plan (spec: Platinum cannot be upgraded). */
  can_upgrade: boolean;
  /** An upgrade application in progress (its id), else null. */
  upgrade_app_id: number | null;
  /** That upgrade once approved, waiting only for its payment: its id and the plan it is to. */
  upgrade_payable: { app_id: number; Plan_Name: string } | null;
};

// ── Self-update ───────────────────────────────────────────────────────────────────────────────

/** POST user_clean_update and user_clean_update/ignore answer this. */
export type CleanUpdateResponse = { success: true; message: string; app_id: number };

export const CLEAN_UPDATE_MESSAGES = {
  updated: 'Data Updated Successfully',
  alreadyRecorded: 'Data Already Recorded',
} as const;

/**
 * A renewal checkout or order refused (409) while the manual flag is 1 or 4: the documents are to be
 * confirmed, or the details updated, first (spec §4.5). The answer's `errors` names this field, so
 * the web app sends the member to the confirmation instead of a dead end.
 */
export const DOCUMENTS_CONFIRMATION_FIELD = 'manual';
export const DOCUMENTS_CONFIRMATION_REQUIRED =
  'Please confirm your documents, or update your details, before renewing.';

// ── Public membership check ───────────────────────────────────────────────────────────────────

/** GET validate_membership?number=…: a current member or not; name, category, valid until. */
export type MembershipValidity =
  | {
      success: true;
      data: {
        member_number: string;
        /** The member's company. */
        name: string;
        category: string;
        /** YYYY-MM-DD (India time). */
        valid_until: string;
        current: boolean;
      };
    }
  | { success: false; message: string };
