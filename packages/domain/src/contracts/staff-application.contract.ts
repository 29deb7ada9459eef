// The back office's application page and decisions: GET /api/staff/applications/:id, POST
// /api/staff/applications/:id/approve | send-back | reject | cancel, and POST
// /api/staff/documents/:documentId/review.
import { z } from 'zod';
import { FIELD_LABELS } from '../application-fields';
import { recordIdText } from '../schemas/fields';
import { applicationViewSchema } from './applications.contract';
import {
  DECISION_ACTOR_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  DOCUMENT_DECISION_VALUES,
  REVIEW_STAGE_VALUES,
  REVIEW_STATUS_VALUES,
} from './values';
import { registerRequestContracts } from './request-contract';
import { dataResponse, savedResponse } from './common';

export const STAFF_APPLICATION_MESSAGES = {
  idInvalid: 'Application id must be a number',
  documentIdInvalid: 'Document id must be a number',
  noteRequired: 'Please write a note for the applicant',
  fieldsRequired: 'Please name at least one field or document to change',
  reasonRequired: 'Please give a reason',
  tooLong: 'Please keep the remark under 2000 characters',
  statusInvalid: "status must be 'accepted' or 'needs_replacement'",
} as const;

const REMARK_MAX = 2000;

export const staffApplicationParams = z.object({
  id: recordIdText(STAFF_APPLICATION_MESSAGES.idInvalid),
});
export const staffDocumentParams = z.object({
  documentId: recordIdText(STAFF_APPLICATION_MESSAGES.documentIdInvalid),
});

const optionalRemark = z
  .string()
  .trim()
  .max(REMARK_MAX, STAFF_APPLICATION_MESSAGES.tooLong)
  .optional();
const requiredRemark = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(REMARK_MAX, STAFF_APPLICATION_MESSAGES.tooLong);

/** What a send-back may name: the form's fields and documents, by the names the form and the API use. */
export const SEND_BACK_FIELDS = Object.keys(FIELD_LABELS);

const known = new Set(SEND_BACK_FIELDS);
const sendBackFields = z
  .array(z.string(), { error: STAFF_APPLICATION_MESSAGES.fieldsRequired })
  .min(1, STAFF_APPLICATION_MESSAGES.fieldsRequired)
  .max(SEND_BACK_FIELDS.length)
  .superRefine((fields, ctx) => {
    const unknown = fields.filter((field) => !known.has(field));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown field or document: ${unknown.join(', ')}` });
    }
  })
  .transform((fields) => [...new Set(fields)]);

export const approveBody = z.object({ remark: optionalRemark }).optional();
export const sendBackBody = z.object({
  remark: requiredRemark(STAFF_APPLICATION_MESSAGES.noteRequired),
  fields: sendBackFields,
});
export const reasonBody = z.object({
  remark: requiredRemark(STAFF_APPLICATION_MESSAGES.reasonRequired),
});
export const documentReviewBody = z.object({
  status: z.enum(DOCUMENT_DECISION_VALUES, { error: STAFF_APPLICATION_MESSAGES.statusInvalid }),
  remark: optionalRemark,
});

const isoString = z.string();
export const reviewState = z.object({
  stage: z.enum(REVIEW_STAGE_VALUES),
  stage_label: z.string(),
  decisions: z.array(
    z.object({
      id: z.number().int(),
      stage: z.enum(DECISION_STAGE_VALUES),
      decision: z.enum(DECISION_VALUES),
      actor_kind: z.enum(DECISION_ACTOR_VALUES),
      actor_label: z.string(),
      remark: z.string().nullable(),
      at: isoString,
    }),
  ),
  changes_requested_stage: z.string().nullable(),
  changes_requested_fields: z.array(z.string()),
  changes_note: z.string().nullable(),
  governing_body: z.object({ approvals: z.number().int(), quorum: z.number().int() }),
  payment_link_expires_at: isoString.nullable(),
  cancelled: z.boolean(),
});
export const staffDocument = z.object({
  id: z.number().int(),
  field: z.string(),
  url: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  review_status: z.enum(REVIEW_STATUS_VALUES),
  review_remark: z.string().nullable(),
  reviewed_at: isoString.nullable(),
});
export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.string(),
  actor_name: z.string().nullable(),
  action: z.string(),
  at: isoString,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const staffApplicationResponse = dataResponse(
  z.object({
    application: applicationViewSchema,
    review: reviewState,
    documents: z.array(staffDocument),
    audit: z.array(auditEntry),
    can_act: z.boolean(),
  }),
);
export const decisionResponse = savedResponse(reviewState);
export const documentReviewResponse = savedResponse(staffDocument);

export type ReviewState = z.infer<typeof reviewState>;
export type StaffDocument = z.infer<typeof staffDocument>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type StaffApplication = z.infer<typeof staffApplicationResponse>['data'];

registerRequestContracts({ documentReviewBody, approveBody, sendBackBody, reasonBody });
