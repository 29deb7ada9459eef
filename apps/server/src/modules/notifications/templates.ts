// The emails and SMS of the review pipeline (decision 010): a clear subject, plain text and a simple
// HTML body with the same content. Everything interpolated into HTML is escaped.
import { formatDisplayDateLong } from '@portico/domain/format';

export type EmailContent = { subject: string; text: string; html: string };

/** What every message says about the application. */
export type ApplicationSummary = {
  appId: string;
  name: string;
  companyName: string;
  category: string;
  /** Display name of the zone, e.g. 'North'; '' when unknown. */
  zone: string;
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'quote'; text: string };

const SIGN_OFF = 'Portico membership team';

function render(subject: string, greeting: string, blocks: readonly Block[]): EmailContent {
  const text = [greeting, '']
    .concat(
      blocks.flatMap((block) => {
        switch (block.kind) {
          case 'p':
            return [block.text, ''];
          case 'quote':
            return [...block.text.split('\n').map((line) => `> ${line}`), ''];
          case 'list':
            return [...block.items.map((item) => `- ${item}`), ''];
          case 'link':
            return [`${block.label}: ${block.url}`, ''];
        }
      }),
    )
    .concat([SIGN_OFF])
    .join('\n');

  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return `<p>${escapeHtml(block.text)}</p>`;
        case 'quote':
          return `<blockquote style="border-left:3px solid #ccc;margin:0 0 1em;padding-left:1em">${escapeHtml(block.text).replace(/\n/g, '<br>')}</blockquote>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
      }
    })
    .join('\n');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">\n` +
    `<p>${escapeHtml(greeting)}</p>\n${body}\n<p>${escapeHtml(SIGN_OFF)}</p>\n</body></html>`;
  return { subject, text, html };
}

const describe = (a: ApplicationSummary) =>
  `${a.appId}: ${a.companyName || a.name} (${a.category}${a.zone ? `, ${a.zone} zone` : ''})`;

export type ReviewRequestReason = 'submitted' | 'resubmitted' | 'advanced';

/** To the staff of the stage the application has just reached. */
export function reviewRequestEmail(input: {
  recipientName: string;
  application: ApplicationSummary;
  stageLabel: string;
  reason: ReviewRequestReason;
  backOfficeUrl: string;
}): EmailContent {
  const { application: a, stageLabel } = input;
  const subject =
    input.reason === 'submitted'
      ? `New membership application ${a.appId} to review`
      : input.reason === 'resubmitted'
        ? `Application ${a.appId} was resubmitted with the requested changes`
        : `Application ${a.appId} is ready for ${stageLabel.toLowerCase()}`;
  const opening =
    input.reason === 'submitted'
      ? 'A new membership application has been submitted and waits for your review.'
      : input.reason === 'resubmitted'
        ? 'The applicant has made the changes you asked for and resubmitted the application.'
        : 'An application has passed the previous review step and waits for you.';
  return render(subject, `Dear ${input.recipientName},`, [
    { kind: 'p', text: opening },
    { kind: 'p', text: `Application ${describe(a)}, applicant ${a.name}. Stage: ${stageLabel}.` },
    { kind: 'link', label: 'Open the back office', url: input.backOfficeUrl },
  ]);
}

/** To a proposer: approve or reject the applicant as their reference. */
export function referenceRequestEmail(input: {
  proposerName: string;
  num: 1 | 2;
  application: ApplicationSummary;
  approveUrl: string;
  rejectUrl: string;
  expiresAt: Date;
}): EmailContent {
  const { application: a } = input;
  return render(
    `Reference request: ${a.companyName || a.name} named you as proposer`,
    `Dear ${input.proposerName},`,
    [
      {
        kind: 'p',
        text: `${a.name} of ${a.companyName || a.name} has applied for ${a.category} membership (application ${a.appId}) and named you as proposer ${input.num}.`,
      },
      {
        kind: 'p',
        text: 'Please tell us whether you support this application: each link below opens a page that shows the application and asks you to confirm your answer. Your first confirmed answer is recorded.',
      },
      { kind: 'link', label: 'Approve the applicant', url: input.approveUrl },
      { kind: 'link', label: 'Reject the applicant', url: input.rejectUrl },
      {
        kind: 'p',
        text: `The links work until ${formatDisplayDateLong(input.expiresAt)}. If you do not know the applicant, please choose Reject.`,
      },
    ],
  );
}

/** To the applicant: what to change before the review continues. */
export function changesRequestedEmail(input: {
  application: ApplicationSummary;
  note: string;
  fieldLabels: readonly string[];
  editUrl: string;
}): EmailContent {
  const { application: a } = input;
  return render(`Changes needed on your membership application ${a.appId}`, `Dear ${a.name},`, [
    {
      kind: 'p',
      text: 'Our review team has looked at your membership application and needs some changes before it can continue.',
    },
    { kind: 'quote', text: input.note },
    { kind: 'p', text: 'Please update:' },
    { kind: 'list', items: input.fieldLabels },
    {
      kind: 'p',
      text: 'Open your application, make the changes and submit it again. The review then continues where it stopped.',
    },
    { kind: 'link', label: 'Update your application', url: input.editUrl },
  ]);
}

export function rejectedEmail(input: {
  application: ApplicationSummary;
  reason: string;
}): EmailContent {
  const { application: a } = input;
  return render(`Your membership application ${a.appId} was not approved`, `Dear ${a.name},`, [
    {
      kind: 'p',
      text: `We are sorry to tell you that your application for ${a.category} membership was not approved.`,
    },
    { kind: 'p', text: 'Reason:' },
    { kind: 'quote', text: input.reason },
    { kind: 'p', text: 'If you have questions, please reply to this email.' },
  ]);
}

export function cancelledEmail(input: {
  application: ApplicationSummary;
  remark: string;
}): EmailContent {
  const { application: a } = input;
  return render(`Your membership application ${a.appId} was cancelled`, `Dear ${a.name},`, [
    { kind: 'p', text: `Your application for ${a.category} membership has been cancelled.` },
    { kind: 'quote', text: input.remark },
    { kind: 'p', text: 'If you think this is a mistake, please reply to this email.' },
  ]);
}

export function approvedForPaymentEmail(input: {
  application: ApplicationSummary;
  paymentUrl: string;
  expiresAt: Date;
}): EmailContent {
  const { application: a } = input;
  return render(
    `Your membership application ${a.appId} is approved: complete your payment`,
    `Dear ${a.name},`,
    [
      {
        kind: 'p',
        text: `Good news: your application for ${a.category} membership has been approved by the zone manager, the accounts department, both references and the governing body.`,
      },
      { kind: 'p', text: 'Please complete the payment to activate your membership.' },
      { kind: 'link', label: 'Pay now', url: input.paymentUrl },
      {
        kind: 'p',
        text: `This payment link works until ${formatDisplayDateLong(input.expiresAt)}.`,
      },
    ],
  );
}

// ── SMS ───────────────────────────────────────────────────────────────────────────────────────

export function changesRequestedSms(appId: string): string {
  return `Portico: changes are needed on your membership application ${appId}. Please check your email for details.`;
}

export function rejectedSms(appId: string): string {
  return `Portico: your membership application ${appId} was not approved. Please check your email for details.`;
}

export function approvedForPaymentSms(appId: string, expiresAt: Date): string {
  return `Portico: your membership application ${appId} is approved. Please pay by ${formatDisplayDateLong(expiresAt)} using the link in your email.`;
}

/** A renewal reminder (member area): before or after the plan's end, with the renewal link. */
export function renewalReminderEmail(input: {
  name: string;
  memberNumber: string;
  subject: string;
  lead: string;
  renewUrl: string;
}): EmailContent {
  return render(input.subject, `Dear ${input.name},`, [
    { kind: 'p', text: input.lead },
    { kind: 'link', label: 'Renew your membership', url: input.renewUrl },
    { kind: 'p', text: `Member number: ${input.memberNumber}` },
  ]);
}
