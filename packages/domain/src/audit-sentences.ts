// The audit log in sentences (issue #29): "Priya (accounts) recorded a cheque of ₹29,500.00 for
// PM-0042". One sentence per action the server writes; a test walks the server's writers and fails
// on an action without one here.
import { auditCodeWords, auditFieldLabel, auditValueOf, rupeesOfPaise } from './audit-values';

/** What a sentence is made of: the row as the audit log lists it. */
export type AuditSentenceRow = {
  action: string;
  actor: string;
  actor_kind: string;
  actor_name: string | null;
  actor_email: string | null;
  /** A staff member's roles now ('accounts', 'zone_manager'); empty for anyone else. */
  actor_roles: readonly string[];
  entity: string;
  entity_id: string | null;
  /** The record by its readable id: 'PA-000009', 'PM-0042', 'PO-0042', a category's name. */
  record_label: string | null;
  /** Whose an order is: the member's number, or the application's. */
  owner_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

type Parts = {
  /** The record: 'PM-0042', 'application PA-000009', 'order PO-0042 (PM-0042)'. */
  record: string;
  /** Who the record belongs to where it is an order, else the record. */
  whose: string;
  after: Record<string, unknown>;
  before: Record<string, unknown>;
  /** An after amount as rupees ('₹29,500.00'), '' without one. */
  money: (field?: string) => string;
  /** An after value in words, '' without one. */
  text: (field: string) => string;
  /** The changed fields by label: 'company name and mobile number'. */
  fields: () => string;
};

type Sentence = (parts: Parts) => string;

const ENTITY_WORDS: Record<string, string> = {
  application: 'application',
  member: 'member',
  member_import: 'member import',
  order: 'order',
  refund: 'refund',
  membership_category: 'category',
  coupon: 'coupon',
  staff: 'staff account',
  association_settings: 'settings',
  message_template: 'message template',
  outbox: 'message',
  data_request: 'data request',
  mandate: 'auto-renewal mandate',
};

const ofAmount = (p: Parts) => (p.money() ? ` of ${p.money()}` : '');
const reasonOf = (p: Parts) => (p.text('reason') ? ` (${p.text('reason')})` : '');

/** Every action the server records, and its sentence after the actor's name. */
export const AUDIT_SENTENCES = {
  'application.create': (p) => `started ${p.record}`,
  'application.update': (p) => `changed ${p.fields()} on ${p.record}`,
  'application.submit': (p) => `submitted ${p.record}`,
  'application.resubmit': (p) => `sent ${p.record} back with the changes asked for`,
  'application.erased': (p) => `erased the personal data of ${p.record}${reasonOf(p)}`,
  'review.approve': (p) =>
    `approved ${p.record}${p.text('step') ? ` at the ${p.text('step')} step` : ''}`,
  'review.reject': (p) => `rejected ${p.record}`,
  'review.send_back': (p) => `sent ${p.record} back to the applicant for changes`,
  'review.cancel': (p) => `cancelled ${p.record}`,
  'review.reference': (p) => `answered the reference check for ${p.record}`,
  'document.review': (p) =>
    `marked the ${p.text('field') || 'document'} of ${p.record} as ${p.text('review_status') || 'reviewed'}`,
  'documents.retention_deleted': (p) =>
    `deleted ${p.text('documents_deleted') || 'the'} documents of ${p.record} kept past the retention period`,
  'payment.confirmed': (p) => `received a payment${ofAmount(p)} for ${p.whose}`,
  'payment.offline_recorded': (p) =>
    `recorded a ${p.text('method') || 'payment'}${ofAmount(p)} for ${p.record}`,
  'payment.refund_due': (p) => `marked a payment${ofAmount(p)} for ${p.whose} as to be refunded`,
  'payment.tds_certificate_recorded': (p) =>
    `recorded TDS certificate ${p.text('certificate')}${p.money('tds_paise') ? ` (${p.money('tds_paise')})` : ''} for ${p.whose}`,
  'payments.test_order': (p) => `made a test payment${ofAmount(p)}`,
  'payments.test_refund': (p) => `refunded a test payment${ofAmount(p)}`,
  'order.voided': (p) => `cancelled the unpaid ${p.record}`,
  'refund.requested': (p) => `started a refund${ofAmount(p)} for ${p.whose}${reasonOf(p)}`,
  'refund.processed': (p) => `completed a refund${ofAmount(p)} for ${p.whose}`,
  'refund.failed': (p) => `recorded that a refund${ofAmount(p)} for ${p.whose} failed`,
  'credit_note.issued': (p) =>
    `issued credit note ${p.text('credit_note')}${p.money('total_paise') ? ` of ${p.money('total_paise')}` : ''} against invoice ${p.text('invoice')} for ${p.whose}`,
  'credit_note.past_deadline': (p) =>
    `recorded a refund for ${p.whose} without a credit note, past the deadline for one`,
  'invoice.rebilled': (p) =>
    `replaced invoice ${p.text('invoice')} with ${p.text('new_invoice')} for ${p.whose}`,
  'einvoice.irn_cancelled': (p) => `cancelled the e-invoice registration (IRN) for ${p.whose}`,
  'membership.renewed': (p) =>
    `renewed the membership of ${p.record}${p.text('expiry') ? ` until ${p.text('expiry')}` : ''}`,
  'membership.upgraded': (p) => `upgraded the membership of ${p.record}`,
  'membership.ended': (p) => `ended the membership of ${p.record}`,
  'membership.shortened': (p) =>
    `shortened the membership of ${p.record}${p.text('expiry') ? ` to ${p.text('expiry')}` : ''}`,
  'member.update': (p) => `changed ${p.fields()} of ${p.record}`,
  'member.reminder_channels': (p) => `changed how ${p.record} gets reminders`,
  'member.erased': (p) => `erased the personal data of ${p.record}`,
  'member.email_reminders_off': (p) => `turned off email reminders for ${p.record}`,
  'members.import': (p) =>
    `imported the member register${p.text('fileName') ? ` from ${p.text('fileName')}` : ''}`,
  'members.import_reminders_started': () => 'started reminders for the imported members',
  card_reissued: (p) => `asked for a new membership card for ${p.record}`,
  'message.resend': (p) => `resent a message${p.text('to') ? ` to ${p.text('to')}` : ''}`,
  'settings.template_updated': (p) => `changed the ${p.record}`,
  'settings.template_reset': (p) => `reset the ${p.record} to the standard text`,
  'settings.association_updated': (p) => `changed the association's ${p.fields()}`,
  'settings.logo_uploaded': () => "uploaded the association's logo",
  'settings.logo_removed': () => "removed the association's logo",
  'settings.test_message': (p) => `sent a test message${p.text('to') ? ` to ${p.text('to')}` : ''}`,
  'data_request.filed': (p) =>
    `asked for ${p.text('kind') ? `${p.text('kind')} of ` : ''}their data (${p.record})`,
  'data_request.completed': (p) =>
    `completed ${p.record}${p.after.erased === true ? ', erasing the personal data' : ''}`,
  'data_request.refused': (p) => `refused ${p.record}${reasonOf(p)}`,
  'category.create': (p) => `added the ${p.record}`,
  'category.update': (p) => `changed ${p.fields()} of the ${p.record}`,
  'coupon.create': (p) => `added the ${p.record}`,
  'coupon.update': (p) => `changed ${p.fields()} of the ${p.record}`,
  'staff.create': (p) => `added the ${p.record}`,
  'staff.invite': (p) => `invited ${p.record}`,
  'staff.update': (p) => `changed ${p.fields()} of the ${p.record}`,
  'staff.login': () => 'signed in to the back office',
  'member.details_updated': (p) => `changed ${p.fields()} of ${p.record}`,
  'member.details_update': (p) => `changed ${p.fields()} of ${p.record}`,
  'member.documents_confirmed': (p) => `confirmed the documents of ${p.record} for the renewal`,
  'member.extended': (p) =>
    `extended the membership of ${p.record}${p.text('expires_at') ? ` until ${p.text('expires_at')}` : ''}${reasonOf(p)}`,
  'member.note_added': (p) => `added a note to ${p.record}`,
  'settings.auto_renewal': () => 'changed the auto-renewal settings',
  'settings.team': () => 'changed whether transfers of a company’s account need approval',
  'settings.report_summary': () => 'changed who gets the monthly summary of the reports',
  'auto_renewal.register': (p) =>
    `turned on auto-renewal${p.text('method') ? ` by ${p.text('method')}` : ''}${p.money('max_amount') ? `, up to ${p.money('max_amount')}` : ''}`,
  'auto_renewal.pause': (p) => `paused the ${p.record}`,
  'auto_renewal.resume': (p) => `resumed the ${p.record}`,
  'auto_renewal.cancel': (p) => `cancelled the ${p.record}${reasonOf(p)}`,
  directory_listing_saved: (p) => `changed the directory listing of ${p.record}`,
  directory_listing_hidden: (p) =>
    `hid the directory listing of ${p.record}${p.text('hidden_reason') ? ` (${p.text('hidden_reason')})` : ''}`,
  directory_listing_shown: (p) => `showed the directory listing of ${p.record} again`,
  directory_logo_uploaded: (p) => `uploaded a directory logo for ${p.record}`,
  directory_logo_removed: (p) => `removed the directory logo of ${p.record}`,
  directory_services_saved: () => "changed the directory's list of services",
  'team.invited': (p) =>
    `invited ${p.text('person') || 'a person'}${p.text('role') ? ` as ${p.text('role')}` : ''} to the team of ${p.record}`,
  'team.joined': (p) => `joined the team of ${p.record}`,
  'team.removed': (p) => `removed ${p.text('person') || 'a person'} from the team of ${p.record}`,
  'team.role_changed': (p) =>
    `made ${p.text('person') || 'a person'} ${p.text('role') || 'a new role'} in the team of ${p.record}`,
  'team.transferred': (p) =>
    `transferred ${p.record} to ${p.text('holder') || 'another team member'} as account holder`,
  'team.transfer_requested': (p) =>
    `asked the association to make ${p.text('new_holder') || 'another team member'} the account holder of ${p.record}`,
  'team.transfer_withdrawn': (p) =>
    `withdrew the request to make ${p.text('new_holder') || 'another team member'} the account holder of ${p.record}`,
  'team.transfer_approved': (p) =>
    `approved the transfer of ${p.record} to ${p.text('holder') || 'another team member'} as account holder`,
  'team.transfer_refused': (p) =>
    `refused to make ${p.text('new_holder') || 'another team member'} the account holder of ${p.record}${reasonOf(p)}`,
  'team.transfer_cancelled': (p) =>
    `cancelled the request to make ${p.text('new_holder') || 'another team member'} the account holder of ${p.record}${reasonOf(p)}`,
  'audit.redacted': (p) =>
    `removed personal data from ${p.text('audit_redacted') || 'some'} earlier audit entries`,
} satisfies Record<string, Sentence>;

export type AuditAction = keyof typeof AUDIT_SENTENCES;

export const AUDIT_ACTIONS = Object.keys(AUDIT_SENTENCES) as AuditAction[];

const ROLE_WORDS: Record<string, string> = {
  zone_manager: 'zone manager',
  governing_body: 'governing body',
};

/** 'Priya (accounts)', 'Sneha Iyer (member)', 'The applicant a@b.c', 'The portal'. */
export function auditActorPhrase(row: AuditSentenceRow): string {
  const detail = row.actor.includes(':') ? row.actor.slice(row.actor.indexOf(':') + 1) : '';
  switch (row.actor_kind) {
    case 'staff': {
      const roles = [...new Set(row.actor_roles.map((role) => ROLE_WORDS[role] ?? role))];
      const name = row.actor_name ?? row.actor_email ?? 'A staff member';
      return roles.length > 0 ? `${name} (${roles.join(', ')})` : name;
    }
    case 'member':
      // A team person's name already says their role and company (decision 110).
      if (detail.includes(':person:') && row.actor_name) return row.actor_name;
      return row.actor_name ? `${row.actor_name} (member)` : 'The member';
    case 'applicant':
      return detail ? `The applicant ${detail}` : 'The applicant';
    case 'proposer':
      return 'A proposer';
    case 'system':
      return 'The portal';
    case 'provider':
      return 'The payment provider';
    default:
      return row.actor || 'Someone';
  }
}

/** The record in words: 'application PA-000009', 'PM-0042', 'order PO-0042'. */
function recordPhrase(row: AuditSentenceRow): string {
  const word = ENTITY_WORDS[row.entity] ?? auditCodeWords(row.entity);
  const label = row.record_label ?? row.entity_id;
  if (!label) return `the ${word}`;
  if (row.entity === 'member') return label;
  if (row.entity === 'message_template') return `message "${label}"`;
  return `${word} ${label}`;
}

/** 'Company name' → 'company name'; 'GST rate' stays. */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

function listed(words: string[]): string {
  if (words.length <= 1) return words[0] ?? 'the details';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

function partsOf(row: AuditSentenceRow): Parts {
  const after = row.after ?? {};
  const before = row.before ?? {};
  const record = recordPhrase(row);
  const whose =
    row.entity === 'order' && row.owner_label ? `${row.owner_label} (${record})` : record;
  const changed = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return {
    record,
    whose,
    after,
    before,
    money: (
      field = after.total_paise !== undefined && after.amount_paise === undefined
        ? 'total_paise'
        : 'amount_paise',
    ) => {
      const value = after[field];
      return typeof value === 'number' ? rupeesOfPaise(value) : '';
    },
    text: (field) => auditValueOf(field, after[field]),
    fields: () => listed(changed.map((field) => lowerFirst(auditFieldLabel(field)))),
  };
}

/** The row as one sentence, ending in a full stop. An action without a sentence says its code in words. */
export function auditSentence(row: AuditSentenceRow): string {
  const sentence = (AUDIT_SENTENCES as Record<string, Sentence | undefined>)[row.action];
  const parts = partsOf(row);
  const what = sentence
    ? sentence(parts)
    : `did "${auditCodeWords(row.action.replace('.', ' '))}" to ${parts.record}`;
  return `${auditActorPhrase(row)} ${what}.`;
}
