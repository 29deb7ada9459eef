// The one-time code and renewal reminder texts (issue #15 item 5), as admin templates whose defaults are
// the texts these messages had when they were written in code. A code's wording depends on its
// purpose and a reminder's on whether the plan has ended yet: one kind per case (decision 039).
import type { MessageTemplateKind } from './contracts/values';
import {
  templateVariable as v,
  type MessageTemplateDefinition,
  type TemplateVariable,
} from './template-definition';

const CODE = v('code', 'The one-time code', '482913');
const MINUTES = v('minutes', 'Minutes the code is valid', '10');

type CodeCase = {
  name: string;
  who: string;
  kinds: { email: MessageTemplateKind; sms?: MessageTemplateKind };
};

const CODE_CASES: readonly CodeCase[] = [
  {
    name: 'verification code',
    who: 'an applicant verifying their email or mobile',
    kinds: { email: 'verification_code_email', sms: 'verification_code_sms' },
  },
  {
    name: 'login code',
    who: 'a member signing in',
    kinds: { email: 'login_code_email', sms: 'login_code_sms' },
  },
  {
    name: 'staff sign-in code',
    who: 'staff signing in',
    kinds: { email: 'staff_login_code_email' },
  },
];

function codeTemplates({ name, who, kinds }: CodeCase): MessageTemplateDefinition[] {
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  const email: MessageTemplateDefinition = {
    kind: kinds.email,
    channel: 'email',
    label: `${capitalised} (email to ${who})`,
    variables: [CODE, MINUTES],
    defaultSubject: `Your ${name} for {{association_name}}`,
    defaultBody: [
      `Your ${name} is {{code}}. It expires in {{minutes}} minutes.`,
      'If you did not ask for it, you can ignore this email.',
    ].join('\n\n'),
  };
  if (!kinds.sms) return [email];
  return [
    email,
    {
      kind: kinds.sms,
      channel: 'sms',
      label: `${capitalised} (SMS to ${who}; also the text when WhatsApp falls back to SMS)`,
      variables: [CODE, MINUTES],
      defaultSubject: null,
      defaultBody: `Your {{association_name}} ${name} is {{code}}. It expires in {{minutes}} minutes.`,
    },
  ];
}

const MEMBER_NAME = v('member_name', "The member's name", 'Asha Rao');
const MEMBER_NUMBER = v('member_number', 'The member number', 'PM-0001');
const END_DATE = v('end_date', 'The day the plan ends (DD-MM-YYYY)', '31-03-2026');
const LINK = v('link', 'The renewal address', 'https://portal.example/renew', true);
/** A reminder's variables: the member, the plan's end and the renewal link around the timing's own. */
const reminderVariables = (...timing: TemplateVariable[]): readonly TemplateVariable[] => [
  MEMBER_NAME,
  MEMBER_NUMBER,
  END_DATE,
  ...timing,
  LINK,
];
const BEFORE = reminderVariables(
  v('days_left', 'Days until the plan ends', '30'),
  v('ends_when', '“in 30 days”, “tomorrow” or “today”', 'in 30 days'),
);
const AFTER = reminderVariables(
  v('days_since_end', 'Days since the plan ended', '7'),
  v('renew_until', 'The last day the plan can be renewed (DD-MM-YYYY)', '29-06-2026'),
);

const reminderEmail = (lead: string) =>
  [
    'Dear {{member_name}},',
    lead,
    'Renew your membership: {{link}}',
    'Member number: {{member_number}}',
  ].join('\n\n');

const REMINDER_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    kind: 'renewal_reminder_email',
    channel: 'email',
    label: 'Renewal reminder before the plan ends (email to the member)',
    variables: BEFORE,
    defaultSubject: 'Your membership ends {{ends_when}}',
    defaultBody: reminderEmail(
      'Your membership ends on {{end_date}}. Renew it now to keep your benefits without a break.',
    ),
  },
  {
    kind: 'renewal_reminder_sms',
    channel: 'sms',
    label: 'Renewal reminder before the plan ends (SMS to the member)',
    variables: BEFORE,
    defaultSubject: null,
    defaultBody: 'Your {{association_name}} membership ends {{ends_when}}. Renew: {{link}}',
  },
  {
    kind: 'renewal_expired_email',
    channel: 'email',
    label: 'Renewal reminder after the plan ended (email to the member)',
    variables: AFTER,
    defaultSubject: 'Your membership has expired',
    defaultBody: reminderEmail(
      'Your membership ended on {{end_date}}. You can still renew it until {{renew_until}}.',
    ),
  },
  {
    kind: 'renewal_expired_sms',
    channel: 'sms',
    label: 'Renewal reminder after the plan ended (SMS to the member)',
    variables: AFTER,
    defaultSubject: null,
    defaultBody: 'Your {{association_name}} membership has expired. Renew: {{link}}',
  },
];

export const CODE_AND_REMINDER_TEMPLATES: readonly MessageTemplateDefinition[] = [
  ...CODE_CASES.flatMap(codeTemplates),
  ...REMINDER_TEMPLATES,
];
