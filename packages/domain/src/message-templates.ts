// The emails and SMS the admin may reword: for each kind, the variables it may use (with a sample
// value for the preview) and its default text, which is the text sent before any edit. A template is
// logic-less: `{{name}}` is replaced by the variable's value in one pass (a value is never read as a
// template), and nothing else is interpreted. Turning a filled email into HTML is the server's job.
import { CODE_AND_REMINDER_TEMPLATES } from './code-and-reminder-templates';
import { MESSAGE_TEMPLATE_KINDS, type MessageTemplateKind } from './contracts/values';
import { PRIVACY_TEMPLATE_DEFINITIONS as PRIVACY } from './privacy-message-templates';
import { RECEIVED_TEMPLATE_DEFINITIONS as RECEIVED } from './received-message-templates';
import {
  ASSOCIATION_VARIABLE as ASSOCIATION,
  templateVariable as v,
  type MessageTemplateDefinition,
} from './template-definition';

export type { MessageTemplateDefinition, TemplateVariable } from './template-definition';

export const MAX_TEMPLATE_SUBJECT = 200;
export const MAX_TEMPLATE_BODY = 5000;
export const MAX_SMS_BODY = 480;

/** Every email signs with the association's own name (the footer gives its address and contact). */
const SIGN_OFF = 'Membership team, {{association_name}}';

const APP_ID = v('app_id', 'The application number', 'PA-000042');
const APPLICANT = v('applicant_name', "The applicant's name", 'Asha Rao');
const CATEGORY = v('category', 'The membership category', 'Star');
const COMPANY = v('company_name', "The applicant's company (else their name)", 'Asha Events');
const EXPIRES = v('expires_on', 'The day the link stops working', '5 March 2026');
const REVIEW_VARIABLES = [
  v('recipient_name', 'The staff member written to', 'Ravi Kumar'),
  APP_ID,
  v(
    'application',
    'Number, company, category and zone',
    'PA-000042: Asha Events (Star, North zone)',
  ),
  APPLICANT,
  v('stage', 'The review step, e.g. Zone manager', 'Zone manager'),
  v('stage_lowercase', 'The review step in lower case', 'zone manager'),
  v('link', 'The back office address', 'https://portal.example/staff', true),
];

function reviewRequest(
  kind: MessageTemplateKind,
  label: string,
  subject: string,
  opening: string,
): MessageTemplateDefinition {
  return {
    kind,
    channel: 'email',
    label,
    variables: REVIEW_VARIABLES,
    defaultSubject: subject,
    defaultBody: [
      'Dear {{recipient_name}},',
      opening,
      'Application {{application}}, applicant {{applicant_name}}. Stage: {{stage}}.',
      'Open the back office: {{link}}',
      SIGN_OFF,
    ].join('\n\n'),
  };
}

const DEFINITIONS: readonly MessageTemplateDefinition[] = [
  reviewRequest(
    'review_request_submitted_email',
    'Review request: new application (email to staff)',
    'New membership application {{app_id}} to review',
    'A new membership application has been submitted and waits for your review.',
  ),
  reviewRequest(
    'review_request_resubmitted_email',
    'Review request: application resubmitted (email to staff)',
    'Application {{app_id}} was resubmitted with the requested changes',
    'The applicant has made the changes you asked for and resubmitted the application.',
  ),
  reviewRequest(
    'review_request_advanced_email',
    'Review request: next review step (email to staff)',
    'Application {{app_id}} is ready for {{stage_lowercase}}',
    'An application has passed the previous review step and waits for you.',
  ),
  {
    kind: 'reference_request_email',
    channel: 'email',
    label: 'Reference request (email to a proposer)',
    variables: [
      v('proposer_name', "The proposer's name", 'Meera Shah'),
      APPLICANT,
      COMPANY,
      CATEGORY,
      APP_ID,
      v('proposer_number', '1 or 2', '1'),
      v('approve_link', 'The address to approve', 'https://portal.example/reference/approve', true),
      v('reject_link', 'The address to reject', 'https://portal.example/reference/reject', true),
      EXPIRES,
    ],
    defaultSubject: 'Reference request: {{company_name}} named you as proposer',
    defaultBody: [
      'Dear {{proposer_name}},',
      '{{applicant_name}} of {{company_name}} has applied for {{category}} membership (application {{app_id}}) and named you as proposer {{proposer_number}}.',
      'Please tell us whether you support this application: each link below opens a page that shows the application and asks you to confirm your answer. Your first confirmed answer is recorded.',
      'Approve the applicant: {{approve_link}}',
      'Reject the applicant: {{reject_link}}',
      'The links work until {{expires_on}}. If you do not know the applicant, please choose Reject.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    kind: 'changes_requested_email',
    channel: 'email',
    label: 'Changes requested (email to the applicant)',
    variables: [
      APPLICANT,
      APP_ID,
      v('note', "The reviewer's note", 'Please upload a clearer address proof.'),
      v('fields', 'The fields to update, one a line', 'Address proof\nPAN number'),
      v('link', 'The address of the application', 'https://portal.example/edit', true),
    ],
    defaultSubject: 'Changes needed on your membership application {{app_id}}',
    defaultBody: [
      'Dear {{applicant_name}},',
      'Our review team has looked at your membership application and needs some changes before it can continue.',
      '> {{note}}',
      'Please update:',
      '- {{fields}}',
      'Open your application, make the changes and submit it again. The review then continues where it stopped.',
      'Update your application: {{link}}',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    kind: 'changes_requested_sms',
    channel: 'sms',
    label: 'Changes requested (SMS to the applicant)',
    variables: [APP_ID],
    defaultSubject: null,
    defaultBody:
      '{{association_name}}: changes are needed on your membership application {{app_id}}. Please check your email for details.',
  },
  {
    kind: 'rejected_email',
    channel: 'email',
    label: 'Application not approved (email to the applicant)',
    variables: [APPLICANT, APP_ID, CATEGORY, v('reason', 'The reason given', 'Not eligible yet.')],
    defaultSubject: 'Your membership application {{app_id}} was not approved',
    defaultBody: [
      'Dear {{applicant_name}},',
      'We are sorry to tell you that your application for {{category}} membership was not approved.',
      'Reason:',
      '> {{reason}}',
      'If you have questions, please reply to this email.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    kind: 'rejected_sms',
    channel: 'sms',
    label: 'Application not approved (SMS to the applicant)',
    variables: [APP_ID],
    defaultSubject: null,
    defaultBody:
      '{{association_name}}: your membership application {{app_id}} was not approved. Please check your email for details.',
  },
  {
    kind: 'cancelled_email',
    channel: 'email',
    label: 'Application cancelled (email to the applicant)',
    variables: [APPLICANT, APP_ID, CATEGORY, v('remark', "The office's remark", 'Duplicate.')],
    defaultSubject: 'Your membership application {{app_id}} was cancelled',
    defaultBody: [
      'Dear {{applicant_name}},',
      'Your application for {{category}} membership has been cancelled.',
      '> {{remark}}',
      'If you think this is a mistake, please reply to this email.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    kind: 'approved_for_payment_email',
    channel: 'email',
    label: 'Approved, please pay (email to the applicant)',
    variables: [
      APPLICANT,
      APP_ID,
      CATEGORY,
      v('link', 'The payment address', 'https://portal.example/pay', true),
      EXPIRES,
    ],
    defaultSubject: 'Your membership application {{app_id}} is approved: complete your payment',
    defaultBody: [
      'Dear {{applicant_name}},',
      'Good news: your application for {{category}} membership has been approved by the zone manager, the accounts department, both references and the governing body.',
      'Please complete the payment to activate your membership.',
      'Pay now: {{link}}',
      'This payment link works until {{expires_on}}.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  {
    kind: 'approved_for_payment_sms',
    channel: 'sms',
    label: 'Approved, please pay (SMS to the applicant)',
    variables: [APP_ID, EXPIRES],
    defaultSubject: null,
    defaultBody:
      '{{association_name}}: your membership application {{app_id}} is approved. Please pay by {{expires_on}} using the link in your email.',
  },
  {
    kind: 'receipt_email',
    channel: 'email',
    label: 'Receipt with the tax invoice (email to the member)',
    variables: [
      v('member_name', 'The name billed', 'Asha Rao'),
      v('invoice_number', 'The tax invoice number', 'PT/2025-26/000001'),
      v('order_id', 'The order number', 'ORD-20260305-0001'),
      v('paid_on', 'The day of payment', '05-03-2026'),
      v('member_number', 'The member number', 'PM-0001'),
      v('membership', 'Category and purpose', 'Star – Membership registration'),
      v('file_name', "The attached PDF's name", 'invoice-PT-2025-26-000001.pdf'),
    ],
    defaultSubject: 'Your receipt {{invoice_number}}',
    defaultBody: [
      'Dear {{member_name}},',
      [
        'Thank you for your payment of order {{order_id}} on {{paid_on}}.',
        'Member number: {{member_number}}',
        'Membership: {{membership}}',
      ].join('\n'),
      'Your tax invoice {{invoice_number}} is attached ({{file_name}}).',
      '{{association_name}}',
    ].join('\n\n'),
  },
  ...PRIVACY,
];

/** Every message may name the association (the server fills it from the settings). */
const withAssociation = (d: MessageTemplateDefinition): MessageTemplateDefinition =>
  d.variables.some((variable) => variable.name === ASSOCIATION.name)
    ? d
    : { ...d, variables: [...d.variables, ASSOCIATION] };

const ALL = [...DEFINITIONS, ...RECEIVED, ...CODE_AND_REMINDER_TEMPLATES];
const BY_KIND = new Map(ALL.map((d) => [d.kind, withAssociation(d)]));

export function templateDefinition(kind: MessageTemplateKind): MessageTemplateDefinition {
  const definition = BY_KIND.get(kind);
  if (!definition) throw new Error(`No message template ${kind}`);
  return definition;
}

export const MESSAGE_TEMPLATE_DEFINITIONS: readonly MessageTemplateDefinition[] =
  MESSAGE_TEMPLATE_KINDS.map(templateDefinition);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variable names a text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** Why a subject and body cannot be saved for this kind, or null: unknown variables are refused. */
export function templateError(
  kind: MessageTemplateKind,
  subject: string | null,
  body: string,
): string | null {
  const definition = templateDefinition(kind);
  const known = new Set(definition.variables.map((variable) => variable.name));
  const unknown = placeholdersOf(`${subject ?? ''}\n${body}`).filter((name) => !known.has(name));
  if (unknown.length === 0) return null;
  const names = (list: readonly string[]) => list.map((name) => `{{${name}}}`).join(', ');
  return `${names(unknown)} ${unknown.length === 1 ? 'is not a variable' : 'are not variables'} of this message. It may use ${names([...known])}`;
}

export type TemplateValues = Readonly<Record<string, string>>;

/** The text with each `{{name}}` replaced by its value (a missing value by ''), in one pass. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** The sample values of a kind's variables, for the preview. */
export function sampleValues(kind: MessageTemplateKind): TemplateValues {
  const { variables } = templateDefinition(kind);
  return Object.fromEntries(variables.map((variable) => [variable.name, variable.sample]));
}

/**
 * The setting holding the DLT template id an SMS of this kind is sent under (docs/messages.md): an
 * edited SMS text must be registered on DLT again and its new id put there. Both renewal reminder
 * texts go under the renewal reminder's registration. Null for an email.
 */
export function smsDltSetting(kind: MessageTemplateKind): string | null {
  if (templateDefinition(kind).channel !== 'sms') return null;
  const base = kind.replace(/_sms$/, '').replace(/^renewal_expired$/, 'renewal_reminder');
  return `SMS_DLT_TEMPLATE_${base.toUpperCase()}`;
}
