// The member's own details (issue #29): what they change themselves (contacts, address, GSTIN),
// which change needs a document, and the one question a renewal asks of each document on record.
import { z } from 'zod';
import { gstinError } from './gstin';
import { MESSAGES } from './messages';
import {
  cityText,
  emailRule,
  gstOrPanText,
  numericText,
  phoneRule,
  pinText,
  requiredText,
  rule,
  text,
} from './schemas/fields';

export const MY_DETAILS_FIELDS = [
  'email',
  'mobile_number',
  'registered_address',
  'registered_city',
  'registered_pin',
  'gst_number',
] as const;
export type MyDetailsField = (typeof MY_DETAILS_FIELDS)[number];
export type MyDetailsValues = Record<MyDetailsField, string>;

/**
 * A change that needs a document: a new address needs a proof of it. Contacts are proven by a code,
 * and a GSTIN by its check character and the PAN on record, so neither needs a file.
 */
export const DOCUMENTS_FOR_CHANGE: Readonly<Partial<Record<MyDetailsField, readonly string[]>>> = {
  registered_address: ['address_proof'],
  registered_city: ['address_proof'],
  registered_pin: ['address_proof'],
};

export const MY_DETAILS_MESSAGES = {
  emailNotVerified: 'Verify your new email address with the code we send to it',
  mobileNotVerified: 'Verify your new WhatsApp number with the code we send to it',
  emailTaken: 'Another member uses this email address. Enter a different one',
  mobileTaken: 'Another member uses this WhatsApp number. Enter a different one',
  addressProofNeeded: 'Upload a proof of your new address',
  gstRequired: 'Enter your GST number: your category needs one',
  nothingChanged: 'You have not changed anything',
  saved: 'Your details have been updated',
  documentsConfirmed: 'Thank you. Your documents are up to date',
} as const;

/** Blank is allowed here (the server checks the category); anything typed must be a valid GSTIN. */
const gstRule = (value: string): string | null => (value === '' ? null : gstinError(value));

/** The form's values: the same rules as the application's fields of the same names. */
export const myDetailsSchema = z.object({
  email: text.superRefine(rule(emailRule)),
  mobile_number: numericText.superRefine(
    rule(phoneRule(MESSAGES.whatsappRequired, MESSAGES.numberInvalid)),
  ),
  registered_address: requiredText(MESSAGES.registeredAddressRequired),
  registered_city: cityText,
  registered_pin: pinText,
  gst_number: gstOrPanText.superRefine(rule(gstRule)),
  address_proof: text,
});
export type MyDetailsInput = z.input<typeof myDetailsSchema>;
export type MyDetailsForm = z.output<typeof myDetailsSchema>;

const comparable = (field: MyDetailsField, value: string): string =>
  field === 'email' ? value.trim().toLowerCase() : value.trim();

/** The fields whose value differs, in form order. */
export function changedDetails(before: MyDetailsValues, after: MyDetailsValues): MyDetailsField[] {
  return MY_DETAILS_FIELDS.filter(
    (field) => comparable(field, before[field]) !== comparable(field, after[field]),
  );
}

/** The documents the changes need, each once. */
export function documentsForChanges(changed: readonly MyDetailsField[]): string[] {
  return [...new Set(changed.flatMap((field) => DOCUMENTS_FOR_CHANGE[field] ?? []))];
}

/** How a document is named in a sentence ('your current PAN card'). */
export const DOCUMENT_NOUNS: Readonly<Record<string, string>> = {
  address_proof: 'address proof',
  repersentative_photo: 'representative photo',
  aadhar_proof: 'Aadhaar card',
  pan_proof: 'PAN card',
  turnover_certificate: 'turnover certificate',
  incorporation_certificate: 'incorporation certificate',
  moa: 'memorandum of association (MOA)',
  aoa: 'articles of association (AOA)',
  portaldirector: 'list of directors from the company registry',
  resolution: 'board resolution',
  deed: 'partnership deed',
  authorization: 'authorisation letter',
  huf_deed: 'HUF deed',
  huf_authorization: 'HUF authorisation letter',
  signature: 'signature',
  stamp: 'company stamp',
};

export function documentNoun(field: string): string {
  return DOCUMENT_NOUNS[field] ?? 'document';
}

/** The renewal's question of one document on record. */
export function documentQuestion(field: string): string {
  return `Is this still your current ${documentNoun(field)}?`;
}

/** GOV.UK's wording for a question left unanswered, and for a 'no' without its new file. */
export function documentAnswerRequired(field: string): string {
  return `Select yes if this is still your current ${documentNoun(field)}`;
}

export function documentFileRequired(field: string): string {
  return `Upload your current ${documentNoun(field)}`;
}
