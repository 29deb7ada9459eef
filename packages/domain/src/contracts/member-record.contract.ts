// The office's member record (issue #29): GET /api/staff/members/:id/record reads everything the
// association holds about one member; PATCH …/details edits details field by field (decision 094);
// POST …/notes adds a staff note; POST …/extend renews or extends by hand with a reason (decision 093).
import { z } from 'zod';
import { ADDRESS_MESSAGES, isValidCity, isValidPin, normalisePin } from '../address';
import { GSTIN_MESSAGES, GSTIN_PATTERN } from '../gstin';
import { EMAIL_PATTERN, isValidPan, isValidPhoneNumber, normalizeGstOrPan } from '../validation';
import { auditEntry } from './staff-application.contract';
import { dataResponse, dateParam, savedResponse } from './common';
import { BILLING_DOCUMENT_KIND_VALUES, REVIEW_STATUS_VALUES } from './values';
import { registerRequestContracts } from './request-contract';

export const MEMBER_RECORD_MESSAGES = {
  nameRequired: 'Enter the name of the authorised person',
  companyRequired: 'Enter the company name',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  mobileInvalid: 'Enter a 10-digit mobile number, like 9812345678',
  addressRequired: 'Enter the registered address',
  panInvalid:
    'Enter a PAN in the correct format: 5 letters, 4 digits and a letter, like ABCDE1234F',
  panCardRequired: 'Upload the new PAN card: a new PAN needs its card',
  nothingChanged: 'Nothing was changed: every value is the same as on the record',
  emailTaken: 'Another member already uses this email address',
  mobileTaken: 'Another member already uses this mobile number',
  noApplication: 'This member has no application record to hold these details',
  noteRequired: 'Enter the note',
  reasonRequired: 'Enter the reason for the extension',
  untilNotLater: 'The new end date must be after the current end date',
  saved: 'The member’s details were saved',
  noteAdded: 'Note added',
  extended: 'Membership extended',
} as const;

/**
 * Which change needs which document (decision 094): a new PAN needs the new PAN card. An address,
 * contacts, the company name or the GSTIN are changed on staff's word (they saw the proof).
 */
export const DOCUMENT_FOR_CHANGE = { pan_number: 'pan_proof' } as const;

const NOTE_MAX = 2000;
const trimmed = (max: number) => z.string({ error: 'Must be text' }).trim().max(max);
const required = (message: string, max = 200) => trimmed(max).min(1, message);

/** The fields staff may change; each optional, and only those sent are compared and saved. */
export const memberDetailsBody = z
  .object({
    name: required(MEMBER_RECORD_MESSAGES.nameRequired),
    company_name: required(MEMBER_RECORD_MESSAGES.companyRequired),
    email: trimmed(254).toLowerCase().regex(EMAIL_PATTERN, MEMBER_RECORD_MESSAGES.emailInvalid),
    mobile: trimmed(20)
      .transform((value) => value.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, ''))
      .refine(isValidPhoneNumber, MEMBER_RECORD_MESSAGES.mobileInvalid),
    registered_address: required(MEMBER_RECORD_MESSAGES.addressRequired, 500),
    registered_city: trimmed(60).refine(isValidCity, ADDRESS_MESSAGES.city),
    registered_pin: trimmed(20).transform(normalisePin).refine(isValidPin, ADDRESS_MESSAGES.pin),
    /** Blank: the member has no GSTIN (an unregistered buyer). */
    gst_number: trimmed(20)
      .transform(normalizeGstOrPan)
      .refine((value) => value === '' || GSTIN_PATTERN.test(value), GSTIN_MESSAGES.invalid)
      .transform((value) => (value === '' ? null : value)),
    pan_number: trimmed(20)
      .transform(normalizeGstOrPan)
      .refine(isValidPan, MEMBER_RECORD_MESSAGES.panInvalid),
    /** The url POST /api/upload answered for the new PAN card (field pan_proof). */
    pan_proof: trimmed(300).min(1, MEMBER_RECORD_MESSAGES.panCardRequired),
  })
  .partial();
export type MemberDetailsBody = z.infer<typeof memberDetailsBody>;
export type MemberDetailsInput = z.input<typeof memberDetailsBody>;
export type EditableMemberField = Exclude<keyof MemberDetailsBody, 'pan_proof'>;

export const memberNoteBody = z.object({
  text: required(MEMBER_RECORD_MESSAGES.noteRequired, NOTE_MAX),
});
export const memberExtendBody = z.object({
  /** The new last day of the membership (India's calendar). */
  until: dateParam('until'),
  reason: required(MEMBER_RECORD_MESSAGES.reasonRequired, 500),
});

const memberDetails = z.object({
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  registered_address: z.string().nullable(),
  registered_city: z.string().nullable(),
  registered_pin: z.string().nullable(),
  gst_number: z.string().nullable(),
  pan_number: z.string().nullable(),
  state: z.string().nullable(),
  org_type: z.string().nullable(),
  incorporation_date: z.string().nullable(),
  dob: z.string().nullable(),
});
export type MemberDetails = z.infer<typeof memberDetails>;

const planEvent = z.object({
  kind: z.enum(['application', 'period']),
  /** An application's number (PA-000009), or the order that paid a period (null: extended by hand). */
  reference: z.string().nullable(),
  /** 'new', 'upgrade', 'revive', 'renewal' or 'manual'. */
  type: z.string(),
  category: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  status: z.string(),
  application_id: z.number().int().nullable(),
});

const memberDocument = z.object({
  id: z.number().int(),
  field: z.string(),
  url: z.string(),
  original_name: z.string(),
  review_status: z.enum(REVIEW_STATUS_VALUES),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  uploaded_at: z.string(),
  superseded_at: z.string().nullable(),
  application: z.string(),
});

const memberBillingDocument = z.object({
  kind: z.enum(BILLING_DOCUMENT_KIND_VALUES),
  id: z.number().int(),
  number: z.string(),
  unique_order_id: z.string(),
  issued_at: z.string(),
  /** Rupees. */
  total: z.number(),
  how: z.string(),
});

const memberNote = z.object({
  id: z.number().int(),
  text: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});

export const memberRecord = z.object({
  id: z.number().int(),
  member_number: z.string().nullable(),
  application_id: z.number().int().nullable(),
  details: memberDetails,
  plan: z.array(planEvent),
  documents: z.array(memberDocument),
  billing: z.array(memberBillingDocument),
  notes: z.array(memberNote),
  audit: z.array(auditEntry),
  /** Open correction requests, what the member asked (admins only: they close requests). */
  corrections: z.array(
    z.object({ id: z.number().int(), details: z.string(), created_at: z.string() }),
  ),
});
export type MemberRecord = z.infer<typeof memberRecord>;
export const memberRecordResponse = dataResponse(memberRecord);
export const memberDetailsResponse = savedResponse(
  z.object({ changed: z.array(z.string()), details: memberDetails }),
);
export const memberNoteResponse = savedResponse(memberNote);
export const memberExtendResponse = savedResponse(z.object({ ends_at: z.string() }));

registerRequestContracts({ memberDetailsBody, memberNoteBody, memberExtendBody });
