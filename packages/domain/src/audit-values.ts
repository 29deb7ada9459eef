// How an audit row's fields and values read to a person (issue #29): fields by their labels, amounts
// in rupees with Indian grouping, instants as dates in India, codes as words. The screen, its
// sentences and the CSV/XLSX exports share these words.
import { FIELD_LABELS } from './application-fields';
import { formatInrPaise } from './currency';
import { formatIndiaDate, formatIndiaDateTime } from './format';

/** Audit-only fields (the application's own come from the form's labels). */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  amount_paise: 'Amount',
  total_paise: 'Total',
  tds_paise: 'TDS deducted',
  joining_fee_paise: 'Joining fee',
  annual_fee_paise: 'Annual fee',
  expiry: 'Membership ends',
  paid_at: 'Paid on',
  lapsed_days: 'Days lapsed',
  order: 'Order',
  purpose: 'For',
  method: 'Paid by',
  reference: 'Cheque or transfer number',
  bank: 'Bank',
  received_on: 'Received on',
  payment: 'Payment reference',
  invoice: 'Invoice',
  credit_note: 'Credit note',
  member_id: 'Member record',
  review_stage: 'Review step',
  step: 'Step',
  remark: 'Remark',
  reason: 'Reason',
  status: 'Status',
  order_status: 'Order status',
  membership_effect: 'Effect on the membership',
  shorten_to: 'Membership shortened to',
  copy_id: 'New message',
  to: 'Sent to',
  kind: 'Kind',
  certificate: 'Certificate number',
  date: 'Date',
  receipt: 'Receipt',
  refund: 'Refund',
  plan_history_id: 'Plan record',
  erased: 'Personal data erased',
  manual: 'Ask for documents at renewal',
  gst_rate: 'GST rate (%)',
  upgrade_review: 'Who reviews upgrades',
  roles: 'Roles',
  active: 'Active',
  code: 'Code',
  value: 'Value',
  valid_from: 'Valid from',
  valid_until: 'Valid until',
  usage_limit: 'Uses allowed',
  subject: 'Subject',
  body: 'Text',
  channel: 'Channel',
};

/** 'amount_paise' → 'Amount'; a form field by its label; anything else in words ('lapsed days'). */
export function auditFieldLabel(field: string): string {
  const label = AUDIT_FIELD_LABELS[field] ?? FIELD_LABELS[field];
  if (label) return label;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Codes the writers store, as words. */
const CODE_WORDS: Record<string, string> = {
  cheque: 'cheque',
  neft_rtgs: 'NEFT/RTGS transfer',
  upi: 'UPI payment',
  cash: 'cash payment',
  zone_manager: 'zone manager',
  governing_body: 'governing body',
  changes_requested: 'changes requested',
  refund_due: 'refund due',
  renewal: 'renewal',
  registration: 'registration',
  upgrade: 'upgrade',
  needs_replacement: 'needs replacement',
  neft: 'NEFT',
  end: 'ends the membership',
  shorten: 'shortens the membership',
  none: 'none',
};

/** 'neft_rtgs' → 'NEFT/RTGS transfer'; a code not listed in words ('zone_manager' → 'zone manager'). */
export function auditCodeWords(code: string): string {
  return CODE_WORDS[code] ?? code.replace(/_/g, ' ');
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CODE = /^[a-z]+(_[a-z]+)+$/;

/** An amount of paise as rupees with two decimals: 2950000 → '₹29,500.00'. */
export function rupeesOfPaise(paise: number): string {
  const text = formatInrPaise(Math.round(paise));
  return `₹${text.includes('.') ? text : `${text}.00`}`;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') {
    if (INSTANT.test(value)) {
      const instant = new Date(value);
      // An end of day in India (18:29:59Z) is the date alone, as plans show it.
      return Number.isNaN(instant.getTime())
        ? value
        : /T18:(29:59|30:00)(\.\d+)?Z$/.test(value)
          ? formatIndiaDate(instant)
          : `${formatIndiaDateTime(instant)} IST`;
    }
    const date = API_DATE.exec(value);
    if (date) return `${date[3]}-${date[2]}-${date[1]}`;
    return CODE.test(value) ? auditCodeWords(value) : value;
  }
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${auditFieldLabel(key)}: ${textOf(inner) || '(none)'}`)
      .join('; ');
  }
  return '';
}

/** A field's value in words: paise as rupees, dates DD-MM-YYYY (India), Yes/No, codes as words. */
export function auditValueOf(field: string, value: unknown): string {
  if (field.endsWith('_paise') && typeof value === 'number') return rupeesOfPaise(value);
  return textOf(value);
}
