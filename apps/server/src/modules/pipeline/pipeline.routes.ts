// HTTP shape of the review pipeline: the staff application detail, the staff
// decisions, the document review, and the proposers' public answer by signed link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdText } from '@portico/domain/schemas/fields';
import {
  DECISION_ACTOR_VALUES,
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  REVIEW_STAGE_VALUES,
  REVIEW_STATUS_VALUES,
} from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import { staffOnly } from '../auth/staff-only';
import type { Principal } from '../auth/principal';
import { applicationViewSchema, type ApplicationView } from '../applications/view';
import { SEND_BACK_FIELDS } from './fields';
import { PIPELINE_MESSAGES, type PipelineService } from './pipeline.service';

export const ROUTE_MESSAGES = {
  idInvalid: 'Application id must be a number',
  documentIdInvalid: 'Document id must be a number',
  noteRequired: 'Please write a note for the applicant',
  fieldsRequired: 'Please name at least one field or document to change',
  reasonRequired: 'Please give a reason',
  tooLong: 'Please keep the remark under 2000 characters',
  statusInvalid: "status must be 'accepted' or 'needs_replacement'",
} as const;

const REMARK_MAX = 2000;

const idParams = z.object({ id: recordIdText(ROUTE_MESSAGES.idInvalid) });
const documentParams = z.object({ documentId: recordIdText(ROUTE_MESSAGES.documentIdInvalid) });

const optionalRemark = z.string().trim().max(REMARK_MAX, ROUTE_MESSAGES.tooLong).optional();
const requiredRemark = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(REMARK_MAX, ROUTE_MESSAGES.tooLong);

const known = new Set(SEND_BACK_FIELDS);
const sendBackFields = z
  .array(z.string(), { error: ROUTE_MESSAGES.fieldsRequired })
  .min(1, ROUTE_MESSAGES.fieldsRequired)
  .max(SEND_BACK_FIELDS.length)
  .superRefine((fields, ctx) => {
    const unknown = fields.filter((field) => !known.has(field));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown field or document: ${unknown.join(', ')}` });
    }
  })
  .transform((fields) => [...new Set(fields)]);

const approveBody = z.object({ remark: optionalRemark }).optional();
const sendBackBody = z.object({
  remark: requiredRemark(ROUTE_MESSAGES.noteRequired),
  fields: sendBackFields,
});
const reasonBody = z.object({ remark: requiredRemark(ROUTE_MESSAGES.reasonRequired) });
const documentReviewBody = z.object({
  status: z.enum(['accepted', 'needs_replacement'], { error: ROUTE_MESSAGES.statusInvalid }),
  remark: optionalRemark,
});

const isoString = z.string();
const reviewSchema = z.object({
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
const documentSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  url: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  review_status: z.enum(REVIEW_STATUS_VALUES),
  review_remark: z.string().nullable(),
  reviewed_at: isoString.nullable(),
});
const auditSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  actor_name: z.string().nullable(),
  action: z.string(),
  at: isoString,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
const detailResponse = z.object({
  success: z.literal(true),
  data: z.object({
    application: applicationViewSchema,
    review: reviewSchema,
    documents: z.array(documentSchema),
    audit: z.array(auditSchema),
    can_act: z.boolean(),
  }),
});
const decisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reviewSchema,
});
const documentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: documentSchema,
});

const referenceParams = z.object({ num: z.string(), user_id: z.string(), status: z.string() });
const referenceQuery = z.object({ t: z.string().optional() });
/** The confirmation carries the link's token in its body (a POST's URL needs none). */
const referenceBody = z.object({ t: z.string().max(2000).optional() }).nullish();
const referenceResponse = z.object({
  success: z.literal(true),
  userdata: z.object({
    name: z.string(),
    email: z.string(),
    company_name: z.string(),
    category: z.string(),
  }),
  proposer: z.object({
    num: z.union([z.literal(1), z.literal(2)]),
    name: z.string(),
    company_name: z.string(),
  }),
  prevoius_status: z.union([z.literal(0), z.literal(1)]).nullable(),
  recorded: z.enum(['approved', 'rejected']).optional(),
  already_recorded: z.literal(true).optional(),
});

export type PipelineRoutesOptions = {
  service: PipelineService;
  /** The Application as GET /api/getApplication shows it (the applications module's read). */
  getApplication: (principal: Principal, id: number) => Promise<ApplicationView>;
};

/** The staff application detail and the decisions that move it forward or back. */
const staffDecisionRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  { service, getApplication },
) => {
  app.get(
    '/api/staff/applications/:id',
    { onRequest: staffOnly(), schema: { params: idParams, response: { 200: detailResponse } } },
    async (request) => {
      const principal = await requireStaff(request);
      const application = await getApplication(principal, request.params.id);
      const detail = await service.detail(principal, request.params.id);
      return { success: true as const, data: { application, ...detail } };
    },
  );

  app.post(
    '/api/staff/applications/:id/approve',
    {
      onRequest: staffOnly(),
      schema: { params: idParams, body: approveBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const { message, review } = await service.approve(
        principal,
        request.params.id,
        request.body?.remark ?? '',
      );
      return { success: true as const, message, data: review };
    },
  );

  app.post(
    '/api/staff/applications/:id/send-back',
    {
      onRequest: staffOnly(),
      schema: { params: idParams, body: sendBackBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const { message, review } = await service.sendBack(
        principal,
        request.params.id,
        request.body.remark,
        request.body.fields,
      );
      return { success: true as const, message, data: review };
    },
  );
};

/** The decisions that end a review, and the review of one document. */
const staffClosingRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/api/staff/applications/:id/reject',
    {
      onRequest: staffOnly(),
      schema: { params: idParams, body: reasonBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const { message, review } = await service.reject(
        principal,
        request.params.id,
        request.body.remark,
      );
      return { success: true as const, message, data: review };
    },
  );

  app.post(
    '/api/staff/applications/:id/cancel',
    {
      onRequest: staffOnly(),
      schema: { params: idParams, body: reasonBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const { message, review } = await service.cancel(
        principal,
        request.params.id,
        request.body.remark,
      );
      return { success: true as const, message, data: review };
    },
  );

  app.post(
    '/api/staff/documents/:documentId/review',
    {
      onRequest: staffOnly(),
      schema: {
        params: documentParams,
        body: documentReviewBody,
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const data = await service.reviewDocument(
        principal,
        request.params.documentId,
        request.body.status,
        request.body.remark,
      );
      return { success: true as const, message: PIPELINE_MESSAGES.documentReviewed, data };
    },
  );
};

const referenceRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (app, { service }) => {
  // Public: the proposer's answer, authorised by the signed token of the emailed link alone. Opening
  // the link (GET) shows the applicant and records nothing, so a mail scanner following it decides
  // nothing; the proposer's confirmation on that page (POST) records the answer, once.
  app.get(
    '/api/member_status/:num/:user_id/:status',
    {
      schema: {
        params: referenceParams,
        querystring: referenceQuery,
        response: { 200: referenceResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await service.showReference({
        num: request.params.num,
        userId: request.params.user_id,
        status: request.params.status,
        token: request.query.t,
      });
      return { success: true as const, ...page };
    },
  );

  app.post(
    '/api/member_status/:num/:user_id/:status',
    {
      schema: {
        params: referenceParams,
        body: referenceBody,
        response: { 200: referenceResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await service.answerReference({
        num: request.params.num,
        userId: request.params.user_id,
        status: request.params.status,
        token: request.body?.t,
      });
      return { success: true as const, ...answer };
    },
  );
};

export const pipelineRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  options,
) => {
  // Registered on this same instance (not as child plugins), as when they were one function.
  await staffDecisionRoutes(app, options);
  await staffClosingRoutes(app, options);
  await referenceRoutes(app, options);
};
