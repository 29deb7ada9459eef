// The settings form's values: every field as typed (text), checked with the domain's schema (the
// GSTIN and its state agree), and the fields the server's errors may name.
import type { AssociationSettingsForm } from '@portico/domain/contracts/settings.contract';
import type { TallyLedgerKey } from '@portico/domain/tally';
import type { AssociationSettings } from './api/association-settings';

/** As typed: optional fields may be '' (sent as null). */
export type AssociationFormValues = AssociationSettingsForm;

export const ASSOCIATION_FIELDS: readonly (keyof AssociationFormValues)[] = [
  'name',
  'short_name',
  'address',
  'city',
  'pin',
  'email',
  'phone',
  'gstin',
  'state',
  'sac_code',
  'gst_rate',
  'round_off',
  'signatory_name',
  'signatory_designation',
  'e_invoicing',
  'invoice_prefix',
  'member_number_prefix',
  'code_length',
  'document_retention_months',
  'proposers_required',
  'upgrade_review',
];

/** A Tally ledger's element id (decision 079). */
export const ledgerFieldId = (key: TallyLedgerKey) => `settings-tally-${key.replace(/_/g, '-')}`;

/** Each field's element id, for the labels and the error summary's links. */
export const fieldId = (name: keyof AssociationFormValues) => `settings-${name.replace(/_/g, '-')}`;

export function associationFormValues(settings: AssociationSettings): AssociationFormValues {
  return {
    name: settings.name,
    short_name: settings.short_name ?? '',
    address: settings.address,
    gstin: settings.gstin,
    state: settings.state,
    email: settings.email ?? '',
    phone: settings.phone ?? '',
    invoice_prefix: settings.invoice_prefix,
    member_number_prefix: settings.member_number_prefix,
    sac_code: settings.sac_code,
    code_length: String(settings.code_length),
    gst_rate: String(settings.gst_rate),
    round_off: settings.round_off,
    signatory_name: settings.signatory_name ?? '',
    signatory_designation: settings.signatory_designation ?? '',
    city: settings.city ?? '',
    pin: settings.pin ?? '',
    e_invoicing: settings.e_invoicing,
    document_retention_months: String(settings.document_retention_months),
    proposers_required: String(settings.proposers_required),
    upgrade_review: settings.upgrade_review,
    tally_ledgers: { ...settings.tally_ledgers },
  };
}

/** The part of the form each field is in, as the save's banner names what was saved. */
const SECTION_OF: Record<keyof AssociationFormValues, string> = {
  name: 'association details',
  short_name: 'association details',
  address: 'association details',
  email: 'association details',
  phone: 'association details',
  gstin: 'tax and numbering',
  state: 'tax and numbering',
  sac_code: 'tax and numbering',
  gst_rate: 'tax and numbering',
  round_off: 'tax and numbering',
  invoice_prefix: 'tax and numbering',
  member_number_prefix: 'tax and numbering',
  city: 'association details',
  pin: 'association details',
  e_invoicing: 'e-invoicing',
  signatory_name: 'signatory',
  signatory_designation: 'signatory',
  tally_ledgers: 'Tally ledgers',
  code_length: 'sign-in codes',
  proposers_required: 'proposers an application needs',
  upgrade_review: 'upgrade review',
  document_retention_months: 'deleting lapsed applicants’ documents',
};

/** "Settings saved: tax and numbering, Tally ledgers." from the values saved and those before. */
export function savedSettingsMessage(
  before: AssociationFormValues,
  after: AssociationFormValues,
): string {
  const sections = [
    ...new Set(
      (Object.keys(SECTION_OF) as (keyof AssociationFormValues)[])
        .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
        .map((name) => SECTION_OF[name]),
    ),
  ];
  return sections.length > 0
    ? `Settings saved: ${sections.join(', ')}.`
    : 'Settings saved. Nothing had changed.';
}
