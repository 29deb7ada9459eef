// HTTP shape of the review pipeline: the staff application detail, the staff
// decisions, the document review, and the proposers' public answer by signed link.
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
import {
  PIPELINE_MESSAGES,
  type PipelineService,
  type ReferenceLinkInput,
} from './pipeline.service';
import { dataReply, savedReply } from '../../lib/replies';

export type PipelineRoutesOptions = {
  service: PipelineService;
  /** The Application as GET /api/getApplication shows it (the applications module's read). */
  getApplication: (principal: Principal, id: number) => Promise<ApplicationView>;
};

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type Decided = Awaited<ReturnType<PipelineService['approve']>>;

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
  { service, getApplication },
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
      const detail = await service.detail(principal, request.params.id);
      return dataReply({ application, ...detail });
    },
  );

  registerDecision(app, 'approve', approveBody, (principal, id, body) =>
    service.approve(principal, id, body?.remark ?? ''),
  );
  registerDecision(app, 'send-back', sendBackBody, (principal, id, body) =>
    service.sendBack(principal, id, body.remark, body.fields),
  );
  registerDecision(app, 'reject', reasonBody, (principal, id, body) =>
    service.reject(principal, id, body.remark),
  );
  registerDecision(app, 'cancel', reasonBody, (principal, id, body) =>
    service.cancel(principal, id, body.remark),
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
      const data = await service.reviewDocument(
        principal,
        request.params.documentId,
        request.body.status,
        request.body.remark,
      );
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
      const page = await service.showReference(referenceLink(request.params, request.query.t));
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
      const answer = await service.answerReference(referenceLink(request.params, request.body?.t));
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
