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

/** To a proposer: approve or reject the applicant as their reference. */
export function referenceRequestEmail(
  input: {
    proposerName: string;
    num: 1 | 2;
    application: ApplicationSummary;
    approveUrl: string;
    rejectUrl: string;
    expiresAt: Date;
  },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a } = input;
  return email('reference_request_email', brand, template, {
    proposer_name: input.proposerName,
    applicant_name: a.name,
    company_name: a.companyName || a.name,
    category: a.category,
    app_id: a.appId,
    proposer_number: String(input.num),
    approve_link: input.approveUrl,
    reject_link: input.rejectUrl,
    expires_on: formatDisplayDateLong(input.expiresAt),
  });
}

/**
 * To the applicant on the first submission (issue #29): the number to quote, the review's steps
 * (the references only when the application needs proposers, decision 070) and where to follow it.
 */
export function applicationReceivedEmail(
  input: { application: ApplicationSummary; steps: readonly string[]; followUrl: string },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a } = input;
  return email('application_received_email', brand, template, {
    applicant_name: a.name,
    app_id: a.appId,
    category: a.category,
    steps: input.steps.join('\n'),
    link: input.followUrl,
  });
}

/** To the applicant: what to change before the review continues. */
export function changesRequestedEmail(
  input: {
    application: ApplicationSummary;
    note: string;
    fieldLabels: readonly string[];
    editUrl: string;
  },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a } = input;
  return email('changes_requested_email', brand, template, {
    applicant_name: a.name,
    app_id: a.appId,
    note: input.note,
    fields: input.fieldLabels.join('\n'),
    link: input.editUrl,
  });
}

export function rejectedEmail(
  input: { application: ApplicationSummary; reason: string },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a } = input;
  return email('rejected_email', brand, template, {
    applicant_name: a.name,
    app_id: a.appId,
    category: a.category,
    reason: input.reason,
  });
}

export function cancelledEmail(
  input: { application: ApplicationSummary; remark: string },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a } = input;
  return email('cancelled_email', brand, template, {
    applicant_name: a.name,
    app_id: a.appId,
    category: a.category,
    remark: input.remark,
  });
}

export function approvedForPaymentEmail(
  input: { application: ApplicationSummary; paymentUrl: string; expiresAt: Date },
  brand: EmailBrand,
  template?: TemplateText,
): Promise<EmailContent> {
  const { application: a } = input;
  return email('approved_for_payment_email', brand, template, {
    applicant_name: a.name,
    app_id: a.appId,
    category: a.category,
    link: input.paymentUrl,
    expires_on: formatDisplayDateLong(input.expiresAt),
  });
}

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

export function changesRequestedSms(
  appId: string,
  template?: TemplateText,
  brand?: SmsBrand,
): string {
  return sms('changes_requested_sms', template, {
    app_id: appId,
    association_name: brand?.name ?? '',
  });
}

export function rejectedSms(appId: string, template?: TemplateText, brand?: SmsBrand): string {
  return sms('rejected_sms', template, { app_id: appId, association_name: brand?.name ?? '' });
}

/** The optional text of a first submission (decision 088). */
export function applicationReceivedSms(
  appId: string,
  template?: TemplateText,
  brand?: SmsBrand,
): string {
  return sms('application_received_sms', template, {
    app_id: appId,
    association_name: brand?.name ?? '',
  });
}

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
