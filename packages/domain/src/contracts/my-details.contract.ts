// The member's own details (issue #29): GET /api/my_details (contacts, address, GSTIN and the
// documents on record), POST /api/my_details (only what changed; a new email or WhatsApp number
// proven by code, a new address with its proof) and POST /api/my_details/renewal_documents (the
// renewal's one question per document: the documents answered 'no' with their new files).
import { z } from 'zod';
import { dataResponse } from './common';
import { registerRequestContracts } from './request-contract';

const bounded = (max: number) => z.string().max(max).optional();

/** One current document on record, as the renewal asks about it. */
export const myDocument = z.object({
  field: z.string(),
  /** 'Is this still your current PAN card?' */
  question: z.string(),
  original_name: z.string(),
  url: z.string(),
});
export type MyDocument = z.infer<typeof myDocument>;

export const myDetails = z.object({
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  registered_address: z.string(),
  registered_city: z.string(),
  registered_pin: z.string(),
  gst_number: z.string(),
  pan_number: z.string(),
  documents: z.array(myDocument),
  /** The association asks for the documents to be confirmed before the next renewal. */
  documents_asked: z.boolean(),
});
export type MyDetails = z.infer<typeof myDetails>;

export const myDetailsResponse = dataResponse(myDetails);

/**
 * The form's values as typed (the server compares them with the record and keeps only what
 * changed); `verification_token` proves a new email or number, `address_proof` a new address.
 */
export const updateMyDetailsBody = z.object({
  email: bounded(320),
  mobile_number: bounded(32),
  registered_address: bounded(1000),
  registered_city: bounded(100),
  registered_pin: bounded(20),
  gst_number: bounded(32),
  address_proof: bounded(500),
  verification_token: bounded(4000),
});
export type UpdateMyDetailsBody = z.input<typeof updateMyDetailsBody>;

export const updateMyDetailsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The fields that changed, by their form names. */
  changed: z.array(z.string()),
  data: myDetails,
});

/** The documents answered 'no', each with the url of its new upload; the others are confirmed. */
export const renewalDocumentsBody = z.object({
  replaced: z.record(z.string().max(40), z.string().max(500)).default({}),
});
export type RenewalDocumentsBody = z.input<typeof renewalDocumentsBody>;

export const renewalDocumentsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The application the renewal checkout takes. */
  app_id: z.number().int(),
});

registerRequestContracts({ renewalDocumentsBody, updateMyDetailsBody });
