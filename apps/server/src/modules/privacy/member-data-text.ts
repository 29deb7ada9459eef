// The member's data as a person reads it (issue #29): each field by a label, not its column name;
// dates DD-MM-YYYY in India (with the time where it is an instant); rupees with Indian grouping;
// Yes/No; codes as words. The JSON download keeps the field names and ISO values for machines.
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { rupeesOfPaise } from '@portico/domain/audit-values';
import { formatIndiaDate, formatIndiaDateTime } from '@portico/domain/format';
import { MESSAGE_TEMPLATE_KINDS, type MessageTemplateKind } from '@portico/domain/contracts/values';
import { templateDefinition } from '@portico/domain/message-templates';

const LABELS: Record<string, string> = {
  member_number: 'Member number',
  name: 'Name',
  company_name: 'Company name',
  email: 'Email',
  mobile_number: 'Mobile number',
  whatsapp_number: 'WhatsApp number',
  primary_number: 'Phone number',
  status: 'Status',
  zone: 'Zone',
  renewal_reminders: 'Renewal reminders by',
  created_at: 'Created on',
  app_id: 'Application number',
  journey: 'Application type',
  category: 'Membership category',
  date_of_birth: 'Date of birth',
  gst_number: 'GSTIN',
  pan_number: 'PAN',
  registered_address: 'Registered address',
  registered_city: 'City',
  registered_pin: 'PIN code',
  size_of_company: 'Size of company',
  org_type: 'Type of organisation',
  incorporation_date: 'Date of incorporation',
  description: 'About the company',
  products_and_services: 'Products and services',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
  submitted_at: 'Submitted on',
  director: 'Director',
  response: 'Answer',
  field: 'Document',
  file_name: 'File name',
  uploaded_at: 'Uploaded on',
  replaced_at: 'Replaced on',
  type: 'Type',
  review_stage: 'Review step',
  payment_status: 'Payment',
  membership_expiry: 'Membership ends',
  order_id: 'Order number',
  purpose: 'For',
  total: 'Total',
  paid_at: 'Paid on',
  invoice_number: 'Invoice number',
  date: 'Date',
  billed_name: 'Billed to',
  billed_company: 'Company',
  billed_gstin: 'GSTIN',
  billed_address: 'Address',
  billed_city: 'City',
  billed_pin: 'PIN code',
  notice_version: 'Privacy notice version',
  given_at: 'Given on',
  contact: 'Given by',
  ip: 'From the internet address',
  channel: 'Sent by',
  to: 'Sent to',
  subject: 'Subject',
  kind: 'Message',
  details: 'What you asked',
  reason: 'Reason',
  closed_at: 'Closed on',
  whatsapp: 'WhatsApp',
};

/** Codes stored as words a member knows. */
const WORDS: Record<string, string> = {
  new: 'New membership',
  upgrade: 'Upgrade',
  renewal: 'Renewal',
  registration: 'Registration',
  active: 'Active',
  expired: 'Expired',
  paid: 'Paid',
  pending: 'Pending',
  created: 'Not paid',
  failed: 'Failed',
  refunded: 'Refunded',
  refund_due: 'Refund due',
  sent: 'Sent',
  delivered: 'Delivered',
  queued: 'Waiting to be sent',
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  zone_manager: 'With the zone manager',
  accounts: 'With accounts',
  governing_body: 'With the governing body',
  references: 'Reference checks',
  approved: 'Approved',
  rejected: 'Rejected',
  changes_requested: 'Changes requested',
  cancelled: 'Cancelled',
  draft: 'Draft',
  open: 'Open',
  completed: 'Completed',
  refused: 'Refused',
  erasure: 'Erase my data',
  correction: 'Correct my data',
  accepted: 'Accepted',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CODE_KEYS = new Set([
  'journey',
  'status',
  'type',
  'review_stage',
  'payment_status',
  'purpose',
  'channel',
  'response',
  'zone',
]);

export function memberDataLabel(key: string): string {
  return LABELS[key] ?? FIELD_LABELS[key] ?? key.replaceAll('_', ' ');
}

const isTemplateKind = (kind: string): kind is MessageTemplateKind =>
  (MESSAGE_TEMPLATE_KINDS as readonly string[]).includes(kind);

function words(code: string): string {
  const text = WORDS[code] ?? code.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value in words; '-' for none. */
export function memberDataValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'total' && typeof value === 'number') return rupeesOfPaise(Math.round(value * 100));
  if (typeof value === 'string') {
    if (INSTANT.test(value)) {
      const instant = new Date(value);
      // A plan's end is the end of a day in India: the date alone.
      return key === 'membership_expiry'
        ? formatIndiaDate(instant)
        : `${formatIndiaDateTime(instant)} IST`;
    }
    const date = DATE.exec(value);
    if (date) return `${date[3]}-${date[2]}-${date[1]}`;
    if (key === 'field') return FIELD_LABELS[value] ?? words(value);
    if (key === 'kind' && isTemplateKind(value)) return templateDefinition(value).label;
    if (key === 'kind' || CODE_KEYS.has(key)) return words(value);
  }
  return String(value);
}

/** One record's lines as [label, value]; a nested record ('renewal reminders') one line a part. */
export function memberDataLines(
  fields: Record<string, unknown>,
  labels: Record<string, string> = {},
): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]): [string, string][] => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>).map(([inner, innerValue]) => [
        `${memberDataLabel(key)} ${memberDataLabel(inner)}`,
        memberDataValue(inner, innerValue),
      ]);
    }
    return [[labels[key] ?? memberDataLabel(key), memberDataValue(key, value)]];
  });
}
