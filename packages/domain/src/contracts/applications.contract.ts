// The applicant's application: the four saves (POST /api/step_1 … step_4, multipart), the reads
// (GET /api/getApplication/:id, GET /api/user/application/:id), POST /api/check_member and the
// member's self-update (POST /api/user_clean_update): their bodies, then their answers.
// The Application as the API shows it: the payload names of the form, 0/1 flags where the form sends
// 0/1, document urls ('' when missing), and the related rows. The same shape is what the staff audit
// log compares before and after a save.
import { z } from 'zod';
import { saveMetaShape } from '../schemas/application-save.schema';
import { basicDetailsSchema } from '../schemas/basic-details.schema';
import { checkMemberSchema } from '../schemas/check-member.schema';
import { directorsSchema } from '../schemas/directors.schema';
import { flag, numericText, recordIdText, text } from '../schemas/fields';
import { otherDetailsSchema } from '../schemas/other-details.schema';
import { proposersSchema } from '../schemas/proposers.schema';
import { wireOf } from '../schemas/wire';
import { dataResponse, messageResponse, proposersRequiredField } from './common';
import { requestContract } from './request-contract';
import { PROPOSER_MATCHES } from './values';

// ── The bodies ─────────────────────────────────────────────────────────────────────────────────
// The bodies of the saves, the existing-member check and the self-update. Each takes
// JSON or multipart form fields (lists then as JSON text; files go to POST /api/upload first and the
// saves carry the url it returned). The bodies are derived from the form's payload schemas
// (schemas/wire.ts): the same field names and types, none of the rules, which depend on the tier
// and on who saves and run in the save's operation with the spec's messages.

/** Every tier's payload has the same fields; the tier only changes which are required. */
const basicDetails = basicDetailsSchema({ isStar: false });

export const step1Body = requestContract(
  'step1Body',
  wireOf(basicDetails.safeExtend({ ...saveMetaShape, membership_id: numericText })),
);
export type Step1Body = z.input<typeof step1Body>;

export const step2Body = requestContract(
  'step2Body',
  wireOf(directorsSchema().safeExtend(saveMetaShape)),
);
export type Step2Body = z.input<typeof step2Body>;

/** A new signature or stamp is sent as `signature` / `stamp`; `old_…` keeps the stored one. */
export const step3Body = requestContract(
  'step3Body',
  wireOf(
    proposersSchema({ isStar: false }).safeExtend({
      ...saveMetaShape,
      old_signature: text,
      old_stamp: text,
      membership_checked: flag,
    }),
  ),
);
export type Step3Body = z.input<typeof step3Body>;

export const step4Body = requestContract(
  'step4Body',
  wireOf(otherDetailsSchema.safeExtend(saveMetaShape)),
);
export type Step4Body = z.input<typeof step4Body>;

export const checkMemberBody = requestContract('checkMemberBody', wireOf(checkMemberSchema));
export type CheckMemberBody = z.input<typeof checkMemberBody>;

/**
 * The self-update's single page: step_1's fields, the directors and step_4's, the user id and the
 * token of the mobile number's verification made in the form.
 */
export const cleanUpdateBody = requestContract(
  'cleanUpdateBody',
  wireOf(
    basicDetails.safeExtend({
      ...directorsSchema().shape,
      ...otherDetailsSchema.shape,
      id: numericText,
      verification_token: text,
    }),
  ),
);
export type CleanUpdateBody = z.input<typeof cleanUpdateBody>;

// ── The answers ────────────────────────────────────────────────────────────────────────────────

/** The message of a path id that is not a record id. */
export const APPLICATION_ID_INVALID = 'Application id must be a number';

/** Numeric ids in paths; anything else is a 400 before any lookup. */
export const applicationIdParams = z.object({ id: recordIdText(APPLICATION_ID_INVALID) });

/** Document fields of the form, by the flat names the saves carry. */
export const BASIC_DOCUMENT_FIELDS = [
  'address_proof',
  'repersentative_photo',
  'aadhar_proof',
  'pan_proof',
  'turnover_certificate',
  'incorporation_certificate',
  'moa',
  'aoa',
  'portaldirector',
  'resolution',
  'deed',
  'authorization',
  'huf_deed',
  'huf_authorization',
] as const;
export const PROPOSER_DOCUMENT_FIELDS = ['signature', 'stamp'] as const;
export type DocumentField =
  (typeof BASIC_DOCUMENT_FIELDS)[number] | (typeof PROPOSER_DOCUMENT_FIELDS)[number];

const flag01 = z.union([z.literal(0), z.literal(1)]);

const directorView = z.object({ name: z.string(), email: z.string(), mobile_number: z.string() });
const memberView = z.object({
  row_id: z.number().int(),
  name: z.string(),
  director: z.string(),
  email: z.string(),
  mobile_number: z.string(),
});

export const applicationViewSchema = z.object({
  id: z.number().int(),
  app_id: z.string(),
  journey: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  dob: z.string(),
  mobile_number: z.string(),
  mobile_verified: z.boolean(),
  primary_number: z.string(),
  same_number: flag01,
  zone: z.string(),
  state: z.number().int().nullable(),
  gst_number: z.string(),
  pan_number: z.string(),
  company_name: z.string(),
  registered_address: z.string(),
  registered_city: z.string(),
  registered_pin: z.string(),
  size_of_company: z.string(),
  org_type: z.string(),
  incorporation_date: z.string(),
  membership_checked: flag01,
  description: z.string(),
  meta: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
  youtube: z.string(),
  is_draft: flag01,
  is_admin: flag01,
  /**
   * The spec's read-only flag: true when the caller's saves would be refused (an application
   * submitted and not sent back, for its applicant or member; a staff role that cannot edit). The
   * form then opens read-only and saves nothing. Sent by getApplication only (the audit log's
   * before/after leave it out), hence optional.
   */
  locked: z.boolean().optional(),
  /**
   * The applicant or member agreed to the current privacy notice (decision 045): the form opens
   * with its box ticked. Sent by getApplication only, hence optional.
   */
  privacy_consent: z.boolean().optional(),
  steps: z.number().int(),
  membership: z.object({ id: z.number().int(), name: z.string() }),
  manual: z.number().int(),
  submitted_at: z.string().nullable(),
  /**
   * Proposers the application needs, stored when it was first submitted (decision 070); null while
   * a draft, when the association's current rule applies (GET /api/association), and when a
   * process of the release before answers (during an upgrade).
   */
  proposers_required: proposersRequiredField.nullable().default(null),
  address_proof: z.string(),
  repersentative_photo: z.string(),
  aadhar_proof: z.string(),
  pan_proof: z.string(),
  turnover_certificate: z.string(),
  incorporation_certificate: z.string(),
  company: z.object({
    moa: z.string(),
    aoa: z.string(),
    portaldirector: z.string(),
    resolution: z.string(),
    incorporation_date: z.string(),
  }),
  llp: z.object({ deed: z.string(), authorization: z.string(), incorporation_date: z.string() }),
  huf: z.object({ deed: z.string(), authorization: z.string() }),
  signature: z.string(),
  stamp: z.string(),
  director: z.array(directorView),
  members: z.array(memberView),
  plan_history: z
    .object({
      id: z.number().int(),
      plan_id: z.number().int(),
      app_id: z.number().int(),
      history_type: z.string(),
      app_filled: z.boolean(),
      cancelled: z.boolean(),
      company_name: z.string(),
      payment_status: z.string(),
      /** Where the review pipeline stands (decision 010). */
      review_stage: z.string(),
      /** While changes are requested: the fields and documents asked for, and the staff note. */
      changes_requested_fields: z.array(z.string()),
      changes_note: z.string().nullable(),
    })
    .nullable(),
  documents: z.array(
    z.object({
      field: z.string(),
      url: z.string(),
      original_name: z.string(),
      review_status: z.string(),
    }),
  ),
});

export type ApplicationView = z.infer<typeof applicationViewSchema>;

export const step1Response = z.object({
  success: z.literal(true),
  data: z.number().int(),
  app_id: z.string(),
  message: z.string(),
});
export type Step1Response = z.infer<typeof step1Response>;

/** Tabs 2 and 3 answer the saved application. */
export const applicationSavedResponse = z.object({
  success: z.literal(true),
  data: applicationViewSchema,
  message: z.string(),
});
export type ApplicationSavedResponse = z.infer<typeof applicationSavedResponse>;

/** Tab 4 answers a message (submitted, or draft saved). */
export const step4Response = messageResponse;

export const applicationResponse = dataResponse(applicationViewSchema);

export const completionResponse = dataResponse(
  z.object({
    application_form_completion: z.boolean(),
    application_review_completion: z.boolean(),
    application_payment_completion: z.boolean(),
    application: z.object({ app_id: z.string() }),
  }),
);
export type Completion = z.infer<typeof completionResponse>['data'];

/**
 * POST /api/check_member: whether the proposer's email and mobile name one member (`success`, as
 * the spec has it), and if not, which of the two matched a member's record (decision 089).
 */
export const checkMemberResponse = z.object({
  success: z.boolean(),
  match: z.enum(PROPOSER_MATCHES),
});
