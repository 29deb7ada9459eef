// The association's settings in the back office (admin only): GET/PUT /api/staff/settings; the
// message templates: GET /api/staff/settings/templates, PUT and DELETE (reset to the default)
// /api/staff/settings/templates/:kind, POST /api/staff/settings/templates/:kind/preview.
// GET /api/association answers the public part (association.contract.ts).
import { z } from 'zod';
import {
  GST_NOTIFIED_RATE_BASIS_POINTS,
  OTP_CODE_LENGTH_MAX,
  OTP_CODE_LENGTH_MIN,
} from '../constants';
import { ADDRESS_MESSAGES, CITY_MAX, isValidCity, isValidPin, normalisePin } from '../address';
import { gstStateCode } from '../gst-states';
import { DOCUMENT_RETENTION_MONTHS_MAX, DOCUMENT_RETENTION_MONTHS_MIN } from '../privacy';
import { gstinError } from '../gstin';
import { TALLY_LEDGER_KEYS, TALLY_LEDGER_NAME_MAX, type TallyLedgerKey } from '../tally';
import { dataResponse, proposersRequiredField, savedResponse } from './common';
import { PROPOSERS_REQUIRED_MESSAGE, proposersRequiredInput } from './proposers-setting';
import { upgradeReviewField, upgradeReviewInput } from './upgrade-review-input';
import { registerRequestContracts } from './request-contract';

export const SETTINGS_MESSAGES = {
  name: 'Enter the association’s name',
  shortName: 'Short name must be 1 to 30 characters',
  address: 'Enter the association’s address',
  gstin: 'Enter the association’s GST number',
  state: 'Select the state the association is registered in',
  gstinState: 'The GST number must start with the code of the state selected',
  email: 'Enter an email address in the correct format, like name@example.com',
  phone: 'Enter a phone number, like +91 22 4000 0000',
  invoicePrefix: 'Invoice prefix must be 1 to 4 capital letters or digits',
  memberNumberPrefix: 'Member number prefix must be 1 to 8 capital letters, digits, - or /',
  sacCode: 'SAC must be 6 digits',
  codeLength: `Code length must be a whole number from ${OTP_CODE_LENGTH_MIN} to ${OTP_CODE_LENGTH_MAX}`,
  gstRate: `GST rate must be one of the notified rates: ${GST_NOTIFIED_RATE_BASIS_POINTS.map((points) => points / 100).join(', ')} (percent), like 18`,
  proposersRequired: PROPOSERS_REQUIRED_MESSAGE,
  signatoryName: 'Signatory’s name must be at most 100 characters, on one line',
  signatoryDesignation: 'Designation must be at most 100 characters, on one line',
  tallyLedger: `Enter the Tally ledger's name, on one line (at most ${TALLY_LEDGER_NAME_MAX} characters)`,
  documentRetention: `Months must be a whole number from ${DOCUMENT_RETENTION_MONTHS_MIN} to ${DOCUMENT_RETENTION_MONTHS_MAX}`,
  stale: 'These settings were changed by someone else. Reload the page to see their changes',
} as const;

// Line breaks in a one-line setting (issue #25): the name goes into email subjects and headers, where
// a break is flattened or worse. The address is the one setting of several lines.
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const isOneLine = (value: string | null) => value === null || !LINE_BREAK.test(value);
export const ONE_LINE_MESSAGES = {
  name: 'The association’s name must be on one line',
  short_name: 'Short name must be on one line',
  gstin: 'GST number must be on one line',
} as const;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message} (at most ${max} characters)`);

/** Text that may be left empty (then null), checked when given. */
function optionalText(
  message: string,
  max: number,
  check: (value: string) => boolean = () => true,
) {
  return z
    .string({ error: message })
    .max(max, message)
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()))
    .refine((value) => value === null || check(value), message);
}

const EMAIL = z.email();

const associationFields = z.object({
  name: text(SETTINGS_MESSAGES.name, 200).refine(isOneLine, ONE_LINE_MESSAGES.name),
  short_name: optionalText(SETTINGS_MESSAGES.shortName, 30).refine(
    isOneLine,
    ONE_LINE_MESSAGES.short_name,
  ),
  address: text(SETTINGS_MESSAGES.address, 500),
  gstin: z
    .string({ error: SETTINGS_MESSAGES.gstin })
    .trim()
    .toUpperCase()
    .min(1, SETTINGS_MESSAGES.gstin)
    .refine(isOneLine, { error: ONE_LINE_MESSAGES.gstin, abort: true })
    .superRefine((value, ctx) => {
      const error = gstinError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  state: z
    .string({ error: SETTINGS_MESSAGES.state })
    .refine((value) => gstStateCode(value) !== null, SETTINGS_MESSAGES.state),
  email: optionalText(SETTINGS_MESSAGES.email, 254, (value) => EMAIL.safeParse(value).success),
  phone: optionalText(SETTINGS_MESSAGES.phone, 30, (value) =>
    /^\+?[0-9][0-9 -]{5,18}[0-9]$/.test(value),
  ),
  invoice_prefix: z
    .string({ error: SETTINGS_MESSAGES.invoicePrefix })
    .trim()
    .regex(/^[A-Z0-9]{1,4}$/, SETTINGS_MESSAGES.invoicePrefix),
  member_number_prefix: z
    .string({ error: SETTINGS_MESSAGES.memberNumberPrefix })
    .trim()
    .regex(/^[A-Z0-9/-]{1,8}$/, SETTINGS_MESSAGES.memberNumberPrefix),
  sac_code: z
    .string({ error: SETTINGS_MESSAGES.sacCode })
    .trim()
    .regex(/^\d{6}$/, SETTINGS_MESSAGES.sacCode),
  code_length: z.coerce
    .number({ error: SETTINGS_MESSAGES.codeLength })
    .int(SETTINGS_MESSAGES.codeLength)
    .min(OTP_CODE_LENGTH_MIN, SETTINGS_MESSAGES.codeLength)
    .max(OTP_CODE_LENGTH_MAX, SETTINGS_MESSAGES.codeLength),
  /** Percent, a notified rate (e.g. 18 or 7.5): charged on checkouts and orders from the save on. */
  gst_rate: z.preprocess(
    // An empty box is no rate (never read as 0%).
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: SETTINGS_MESSAGES.gstRate })
      // One of the notified rates, nothing between them (decision 076).
      .refine(
        (value) =>
          (GST_NOTIFIED_RATE_BASIS_POINTS as readonly number[]).includes(
            Math.round(value * 1e4) / 1e2,
          ),
        SETTINGS_MESSAGES.gstRate,
      ),
  ),
});

// Who signs the tax documents (Rule 46(q)): optional, one line. Absent (a client from before the
// setting) keeps what is saved; blank clears it.
const signatoryText = (message: string) =>
  optionalText(message, 100, (value) => isOneLine(value)).optional();
const signatoryFields = {
  signatory_name: signatoryText(SETTINGS_MESSAGES.signatoryName),
  signatory_designation: signatoryText(SETTINGS_MESSAGES.signatoryDesignation),
};

/**
 * The seller's city and PIN code, which an e-invoice (INV-01) requires beside the address (decision
 * 085), and whether e-invoicing applies (decision 086). Absent keeps what is saved; blank clears.
 */
const eInvoicingFields = {
  city: optionalText(ADDRESS_MESSAGES.city, CITY_MAX, isValidCity).optional(),
  pin: optionalText(ADDRESS_MESSAGES.pin, 12, isValidPin)
    .transform((value) => (value === null ? null : normalisePin(value)))
    .optional(),
  e_invoicing: z.boolean().optional(),
};
export const E_INVOICING_NEEDS_ADDRESS =
  'Enter the association’s city and PIN code: e-invoices need them';
/** E-invoicing on needs the seller's city and PIN (a blank one is refused with the switch on). */
function eInvoicingHasAddress(value: {
  e_invoicing?: boolean | undefined;
  city?: string | null | undefined;
  pin?: string | null | undefined;
}): boolean {
  return value.e_invoicing !== true || (value.city !== null && value.pin !== null);
}

/** Blank or absent keeps the months saved now (a client from before the setting sends none). */
const documentRetentionMonths = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
  z.coerce
    .number({ error: SETTINGS_MESSAGES.documentRetention })
    .int(SETTINGS_MESSAGES.documentRetention)
    .min(DOCUMENT_RETENTION_MONTHS_MIN, SETTINGS_MESSAGES.documentRetention)
    .max(DOCUMENT_RETENTION_MONTHS_MAX, SETTINGS_MESSAGES.documentRetention)
    .optional(),
);

/** The Tally ledgers' names (decision 079); absent keeps what is saved (a client from before them). */
const tallyLedgerName = z
  .string({ error: SETTINGS_MESSAGES.tallyLedger })
  .trim()
  .min(1, SETTINGS_MESSAGES.tallyLedger)
  .max(TALLY_LEDGER_NAME_MAX, SETTINGS_MESSAGES.tallyLedger)
  .refine((value) => isOneLine(value), SETTINGS_MESSAGES.tallyLedger);
export const tallyLedgersField = z.object(
  Object.fromEntries(TALLY_LEDGER_KEYS.map((key) => [key, tallyLedgerName])) as Record<
    TallyLedgerKey,
    typeof tallyLedgerName
  >,
);

/** A rate in percent (checked: at most two decimals) as whole basis points: 12.5 → 1250. */
export function gstRateBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The GSTIN's first two digits are its state's GST code: a tax invoice prints both. */
function gstinMatchesState(value: { gstin: string; state: string }): boolean {
  const code = gstStateCode(value.state);
  return code === null || gstinError(value.gstin) !== null || value.gstin.startsWith(code);
}

/** What the admin edits beside the association's own fields. */
const settingsFields = associationFields.extend({
  /** Months after which a lapsed applicant's documents are deleted (decision 045). */
  document_retention_months: documentRetentionMonths,
  /** Proposers an application submitted from the save on needs (decision 070). */
  proposers_required: proposersRequiredInput,
  upgrade_review: upgradeReviewInput,
  /** Round checkout totals to the rupee with a "Round off" line; absent keeps what is saved. */
  round_off: z.boolean().optional(),
  /** Printed in the signatory block of invoices and credit notes issued from the save on. */
  ...signatoryFields,
  /** The seller's city and PIN, and whether e-invoicing applies; absent keeps what is saved. */
  ...eInvoicingFields,
  /** The ledgers the Tally export posts to; absent keeps what is saved. */
  tally_ledgers: tallyLedgersField.optional(),
});

/** The checks across fields that the form and the body share. */
function withSettingsChecks<T extends typeof settingsFields>(schema: T): T {
  return schema
    .refine(gstinMatchesState, { message: SETTINGS_MESSAGES.gstinState, path: ['gstin'] })
    .refine(eInvoicingHasAddress, { message: E_INVOICING_NEEDS_ADDRESS, path: ['city'] });
}

/** The form's fields (the web form validates with this too). */
export const associationSettingsForm = withSettingsChecks(settingsFields);
export type AssociationSettingsForm = z.input<typeof associationSettingsForm>;

export const associationSettingsBody = withSettingsChecks(
  settingsFields.extend({
    /** The version the admin edited (0: the defaults, never saved): a stale edit is refused. */
    version: z.number({ error: 'version must be a whole number' }).int().min(0),
  }),
);
export type AssociationSettingsBody = z.output<typeof associationSettingsBody>;

export const associationSettings = z.object({
  name: z.string(),
  short_name: z.string().nullable(),
  address: z.string(),
  gstin: z.string(),
  state: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  invoice_prefix: z.string(),
  member_number_prefix: z.string(),
  sac_code: z.string(),
  /** Digits of the one-time codes sent (sign-in and verification). */
  code_length: z.number().int(),
  /** The GST rate in percent (18), charged on orders made from now on. */
  gst_rate: z.number(),
  /** Checkout totals rounded to the rupee, a "Round off" line on the invoice (default off). */
  round_off: z.boolean(),
  /** Who signs invoices and credit notes (null: a blank line to sign on). */
  signatory_name: z.string().nullable(),
  signatory_designation: z.string().nullable(),
  /** The seller's city and PIN code (decision 085). */
  city: z.string().nullable(),
  pin: z.string().nullable(),
  /** B2B invoices and credit notes are reported to the IRP for an IRN (decision 086). */
  e_invoicing: z.boolean(),
  /** The ledgers the Tally export posts to (decision 079). */
  tally_ledgers: z.object(
    Object.fromEntries(TALLY_LEDGER_KEYS.map((key) => [key, z.string()])) as Record<
      TallyLedgerKey,
      z.ZodString
    >,
  ),
  /** Months after which a lapsed applicant's documents are deleted (decision 045). */
  document_retention_months: z.number().int(),
  /** Proposers an application submitted from now on needs: 0, 1 or 2 (decision 070). */
  proposers_required: proposersRequiredField,
  upgrade_review: upgradeReviewField,
  /** The logo's address (GET /api/association/logo), null: none uploaded. */
  logo_url: z.string().nullable(),
  version: z.number().int(),
  /** null: never saved, the values are the server's configured defaults. */
  updated_at: z.string().nullable(),
  /** The states the association may be registered in (the GST state list). */
  states: z.array(z.string()),
});
export type AssociationSettings = z.infer<typeof associationSettings>;

export const associationSettingsResponse = dataResponse(associationSettings);

/** PUT (multipart, field `logo`) and DELETE /api/staff/settings/logo: the logo's new address. */
export const logoSavedResponse = savedResponse(z.object({ logo_url: z.string().nullable() }));
export const LOGO_FIELD = 'logo';
export const associationSettingsSavedResponse = savedResponse(associationSettings);

export * from './message-templates.contract';

registerRequestContracts({ associationSettingsBody });
