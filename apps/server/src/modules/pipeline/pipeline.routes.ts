// HTTP shape of the review pipeline: the staff application detail, the staff
// decisions, the document review, and the proposers' public answer by signed link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { requireStaff } from '../auth/auth.plugin';
import { staffOnly } from '../auth/staff-only';
import type { Principal } from '../auth/principal';
import type { ApplicationView } from '../applications/view';
import { PIPELINE_MESSAGES, type PipelineService } from './pipeline.service';

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
    {
      onRequest: staffOnly(),
      schema: { params: staffApplicationParams, response: { 200: staffApplicationResponse } },
    },
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
      schema: {
        params: staffApplicationParams,
        body: approveBody,
        response: { 200: decisionResponse },
      },
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
      schema: {
        params: staffApplicationParams,
        body: sendBackBody,
        response: { 200: decisionResponse },
      },
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
      schema: {
        params: staffApplicationParams,
        body: reasonBody,
        response: { 200: decisionResponse },
      },
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
      schema: {
        params: staffApplicationParams,
        body: reasonBody,
        response: { 200: decisionResponse },
      },
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
