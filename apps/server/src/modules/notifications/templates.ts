// The emails and SMS of the review pipeline (decision 010) and the renewal reminder: each kind's
// values, filled into its template (the admin's wording, else the default text) and built by
// buildEmail into the association's email (subject, HTML, plain text, headers).
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { formatDisplayDateLong } from '@portico/domain/format';
import type { TemplateValues } from '@portico/domain/message-templates';
import { defaultTemplateText, type TemplateText } from '../settings';
import { buildEmail, type BuiltEmail } from '../../lib/email/build-email';
import type { EmailBrand } from '../../lib/email/email-brand';
import { escapeHtml, renderSms } from '../../lib/email/render-message';

export { escapeHtml };
export type EmailContent = BuiltEmail;

/** What every message says about the application. */
export type ApplicationSummary = {
  appId: string;
  name: string;
  companyName: string;
  category: string;
  /** Display name of the zone, e.g. 'North'; '' when unknown. */
  zone: string;
};

function email(
  kind: MessageTemplateKind,
  brand: EmailBrand,
  template: TemplateText | undefined,
  values: TemplateValues,
): Promise<EmailContent> {
  return buildEmail(kind, values, brand, { template });
}

function sms(
  kind: MessageTemplateKind,
  template: TemplateText | undefined,
  values: TemplateValues,
) {
  return renderSms(template ?? defaultTemplateText(kind), values);
}

const describe = (a: ApplicationSummary) =>
  `${a.appId}: ${a.companyName || a.name} (${a.category}${a.zone ? `, ${a.zone} zone` : ''})`;

export type ReviewRequestReason = 'submitted' | 'resubmitted' | 'advanced';

/** The template of each reason a review request is sent for. */
export const REVIEW_REQUEST_KINDS = {
  submitted: 'review_request_submitted_email',
  resubmitted: 'review_request_resubmitted_email',
  advanced: 'review_request_advanced_email',
} as const satisfies Record<ReviewRequestReason, MessageTemplateKind>;

/** To the staff of the stage the application has just reached. */
export function reviewRequestEmail(
  input: {
    recipientName: string;
    application: ApplicationSummary;
    stageLabel: string;
    reason: ReviewRequestReason;
    backOfficeUrl: string;
  },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a, stageLabel } = input;
  return email(REVIEW_REQUEST_KINDS[input.reason], brand, template, {
    recipient_name: input.recipientName,
    app_id: a.appId,
    application: describe(a),
    applicant_name: a.name,
    stage: stageLabel,
    stage_lowercase: stageLabel.toLowerCase(),
    link: input.backOfficeUrl,
  });
}

/** What the emails to the applicant say of their application. */
const aboutApplication = (a: ApplicationSummary) => ({
  applicant_name: a.name,
  app_id: a.appId,
  category: a.category,
});

/** An email of one kind whose values are read from what its sender passes. */
function emailOf<Input>(kind: MessageTemplateKind, valuesOf: (input: Input) => TemplateValues) {
  return (input: Input, brand: EmailBrand, template?: TemplateText): Promise<EmailContent> =>
    email(kind, brand, template, valuesOf(input));
}

/** To a proposer: approve or reject the applicant as their reference. */
export const referenceRequestEmail = emailOf(
  'reference_request_email',
  (input: {
    proposerName: string;
    num: 1 | 2;
    application: ApplicationSummary;
    approveUrl: string;
    rejectUrl: string;
    expiresAt: Date;
  }) => {
    const { application: a } = input;
    return {
      proposer_name: input.proposerName,
      applicant_name: a.name,
      company_name: a.companyName || a.name,
      category: a.category,
      app_id: a.appId,
      proposer_number: String(input.num),
      approve_link: input.approveUrl,
      reject_link: input.rejectUrl,
      expires_on: formatDisplayDateLong(input.expiresAt),
    };
  },
);

/**
 * To the applicant on the first submission (issue #29): the number to quote, the review's steps
 * (the references only when the application needs proposers, decision 070) and where to follow it.
 */
export const applicationReceivedEmail = emailOf(
  'application_received_email',
  (input: { application: ApplicationSummary; steps: readonly string[]; followUrl: string }) => ({
    ...aboutApplication(input.application),
    steps: input.steps.join('\n'),
    link: input.followUrl,
  }),
);

/** To the applicant: what to change before the review continues. */
export const changesRequestedEmail = emailOf(
  'changes_requested_email',
  (input: {
    application: ApplicationSummary;
    note: string;
    fieldLabels: readonly string[];
    editUrl: string;
  }) => ({
    applicant_name: input.application.name,
    app_id: input.application.appId,
    note: input.note,
    fields: input.fieldLabels.join('\n'),
    link: input.editUrl,
  }),
);

export const rejectedEmail = emailOf(
  'rejected_email',
  (input: { application: ApplicationSummary; reason: string }) => ({
    ...aboutApplication(input.application),
    reason: input.reason,
  }),
);

export const cancelledEmail = emailOf(
  'cancelled_email',
  (input: { application: ApplicationSummary; remark: string }) => ({
    ...aboutApplication(input.application),
    remark: input.remark,
  }),
);

export const approvedForPaymentEmail = emailOf(
  'approved_for_payment_email',
  (input: { application: ApplicationSummary; paymentUrl: string; expiresAt: Date }) => ({
    ...aboutApplication(input.application),
    link: input.paymentUrl,
    expires_on: formatDisplayDateLong(input.expiresAt),
  }),
);

/** To the member when staff complete or refuse their data request (decision 045). */
export function dataRequestEmail(
  input: {
    kind: 'data_request_completed_email' | 'data_request_refused_email';
    memberName: string;
    request: string;
    reason?: string;
  },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  return email(input.kind, brand, template, {
    member_name: input.memberName,
    request: input.request,
    ...(input.reason === undefined ? {} : { reason: input.reason }),
  });
}

// ── SMS ───────────────────────────────────────────────────────────────────────────────────────

/** The SMS texts take the association's name too (`brand`: as the emails show it). */
type SmsBrand = Pick<EmailBrand, 'name'>;

/** An SMS that names only the application (and the association). */
function applicationSms(kind: MessageTemplateKind) {
  return (appId: string, template?: TemplateText, brand?: SmsBrand): string =>
    sms(kind, template, { app_id: appId, association_name: brand?.name ?? '' });
}

export const changesRequestedSms = applicationSms('changes_requested_sms');

export const rejectedSms = applicationSms('rejected_sms');

/** The optional text of a first submission (decision 088). */
export const applicationReceivedSms = applicationSms('application_received_sms');

export function approvedForPaymentSms(
  appId: string,
  expiresAt: Date,
  template?: TemplateText,
  brand?: SmsBrand,
): string {
  return sms('approved_for_payment_sms', template, {
    app_id: appId,
    expires_on: formatDisplayDateLong(expiresAt),
    association_name: brand?.name ?? '',
  });
}
