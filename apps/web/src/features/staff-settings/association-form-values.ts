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
    tally_ledgers: { ...settings.tally_ledgers },
  };
}
