// Personal data under India's Digital Personal Data Protection Act 2023 (issue #15, decision 045):
// the privacy notice's version and wording, the consent the membership form asks for, the member's
// data requests and the documents' retention. The notice is ours to write; the spec has none.

/**
 * The notice's version, recorded with each consent. Change it whenever the notice's substance
 * changes: a consent names the wording the person agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/** Months after which a lapsed applicant's documents are deleted, until an admin sets another. */
export const DEFAULT_DOCUMENT_RETENTION_MONTHS = 24;
export const DOCUMENT_RETENTION_MONTHS_MIN = 1;
export const DOCUMENT_RETENTION_MONTHS_MAX = 120;

/** Years the tax invoices' and credit notes' particulars are kept (s.36 CGST Act, rule 56). */
export const GST_RECORDS_KEPT_YEARS = 8;

/**
 * The review stages at which an application that never became a membership has stopped: its
 * documents go after the retention period, and an admin may erase it (decisions 045, 048).
 */
export const LAPSED_REVIEW_STAGES = ['draft', 'rejected', 'cancelled'] as const;

export const DATA_REQUEST_KIND_VALUES = ['correction', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KIND_VALUES)[number];
export const DATA_REQUEST_STATUS_VALUES = ['open', 'completed', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUS_VALUES)[number];

export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  correction: 'Correction',
  erasure: 'Erasure',
};
export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: 'Open',
  completed: 'Completed',
  refused: 'Refused',
};

export const PRIVACY_MESSAGES = {
  consentLabel:
    'I have read the privacy notice and agree to my personal data being used as it says',
  consentRequired: 'Please agree to the privacy notice to continue',
  correctionRequired: 'Tell us what is wrong and what it should be',
  correctionTooLong: 'Please keep this to 2000 characters or fewer',
  erasureConfirmRequired: 'Please confirm that you want your personal data erased',
  refuseReasonRequired: 'Give the reason for refusing the request',
  requestOpenAlready: 'You already have an open request of this kind',
  requestNotOpen: 'This request has already been closed',
  nothingCorrected:
    'Nothing on the member’s record has changed since they asked: change their details first, or refuse the request with a reason',
  requestSent: 'Your request has been sent. We will email you when it is done.',
  eraseReasonRequired: 'Give the reason for erasing this application',
  applicationErased: 'The applicant’s personal data has been erased',
  applicationAlreadyErased: 'This application has already been erased',
  applicationOfMember:
    'This application belongs to a member: erase their data by completing their erasure request',
  applicationInReview:
    'Only an application that is a draft, rejected or cancelled, and was never paid, can be erased',
} as const;

/** The short notice shown where personal data is collected; the full one is the /privacy page. */
export const PRIVACY_NOTICE_SUMMARY = {
  heading: 'Your personal data',
  what:
    'We collect your name, email address, mobile numbers, date of birth, company details, PAN and GSTIN, ' +
    'your directors’ and proposers’ contact details and the documents you upload.',
  why:
    'We use them to review your application, run your membership, send you messages about it and issue ' +
    'tax invoices.',
  howLong:
    'We keep them while you are a member. The documents of an application that never becomes a ' +
    'membership are deleted after the period set by the association; tax invoice records are kept ' +
    `for ${GST_RECORDS_KEPT_YEARS} years as GST law requires.`,
  rights:
    'You may see and download your data, ask for it to be corrected or erased, and complain to us or to ' +
    'the Data Protection Board of India.',
} as const;
