// HTTP shape of the review pipeline: the staff application detail, the staff
// decisions, the document review, and the proposers' public answer by signed link. Each route calls
// its operation with the pipeline's context (decision 121).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  referenceBody,
  referenceParams,
  referenceQuery,
  referenceResponse,
} from '@portico/domain/contracts/references.contract';
import {
  approveBody,
  decisionResponse,
  documentReviewBody,
  documentReviewResponse,
  reasonBody,
  sendBackBody,
  staffApplicationParams,
  staffApplicationResponse,
  staffDocumentParams,
} from '@portico/domain/contracts/staff-application.contract';
import { type Principal, requireStaff, staffOnly, type StaffPrincipal } from '../auth';
import type { ApplicationView } from '../applications';
import { answerReference } from './answer-reference';
import { approve } from './approve';
import { cancel } from './cancel';
import type { PipelineContext } from './deps';
import { reviewDetail } from './detail';
import { PIPELINE_MESSAGES } from './messages';
import type { ReferenceLinkInput } from './reference-link';
import { reject } from './reject';
import { reviewDocument } from './review-document';
import { sendBack } from './send-back';
import { showReference } from './show-reference';
import { dataReply, savedReply } from '../../lib/replies';

export type PipelineRoutesOptions = {
  /** What the pipeline's operations are given (database, settings, notifier, clock, logger). */
  pipeline: PipelineContext;
  /** The Application as GET /api/getApplication shows it (the applications module's read). */
  getApplication: (principal: Principal, id: number) => Promise<ApplicationView>;
};

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type Decided = Awaited<ReturnType<typeof approve>>;

/** A staff decision, POST /api/staff/applications/:id/{action}: its body in, the review out. */
function registerDecision<Body extends z.ZodType>(
  app: RouteApp,
  action: string,
  body: Body,
  decide: (principal: StaffPrincipal, id: number, body: z.output<Body>) => Promise<Decided>,
): void {
  app.post(
    `/api/staff/applications/:id/${action}`,
    {
      onRequest: staffOnly(),
      schema: { params: staffApplicationParams, body, response: { 200: decisionResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      // Validated against `body` already; the type provider cannot name a generic schema's output.
      const parsed = request.body as z.output<Body>;
      const { message, review } = await decide(principal, request.params.id, parsed);
      return savedReply(message, review);
    },
  );
}

/** The staff application detail, the decisions on it, and the review of one of its documents. */
const staffDecisionRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (
  app,
  { pipeline, getApplication },
) => {
  app.get(
    '/api/staff/applications/:id',
    {
      onRequest: staffOnly(),
      schema: { params: staffApplicationParams, response: { 200: staffApplicationResponse } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const application = await getApplication(principal, request.params.id);
      const detail = await reviewDetail(pipeline, principal, request.params.id);
      return dataReply({ application, ...detail });
    },
  );

  registerDecision(app, 'approve', approveBody, (principal, id, body) =>
    approve(pipeline, principal, id, body?.remark ?? ''),
  );
  registerDecision(app, 'send-back', sendBackBody, (principal, id, body) =>
    sendBack(pipeline, principal, id, body.remark, body.fields),
  );
  registerDecision(app, 'reject', reasonBody, (principal, id, body) =>
    reject(pipeline, principal, id, body.remark),
  );
  registerDecision(app, 'cancel', reasonBody, (principal, id, body) =>
    cancel(pipeline, principal, id, body.remark),
  );

  app.post(
    '/api/staff/documents/:documentId/review',
    {
      onRequest: staffOnly(),
      schema: {
        params: staffDocumentParams,
        body: documentReviewBody,
        response: { 200: documentReviewResponse },
      },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const data = await reviewDocument(pipeline, principal, request.params.documentId, {
        status: request.body.status,
        remark: request.body.remark,
      });
      return savedReply(PIPELINE_MESSAGES.documentReviewed, data);
    },
  );
};

/** The emailed link's parts and its token, as the reference operations take them. */
function referenceLink(
  params: z.infer<typeof referenceParams>,
  token: string | undefined,
): ReferenceLinkInput {
  return { num: params.num, userId: params.user_id, status: params.status, token };
}

const referenceRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (app, { pipeline }) => {
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
      const page = await showReference(pipeline, referenceLink(request.params, request.query.t));
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
      const answer = await answerReference(
        pipeline,
        referenceLink(request.params, request.body?.t),
      );
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
  await referenceRoutes(app, options);
};
