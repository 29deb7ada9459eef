// HTTP shape of the applications module: the four saves, the application
// reads and the existing-member check. Thin: read the body and the principal, call the operation.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationIdParams,
  applicationResponse,
  applicationSavedResponse,
  checkMemberBody,
  checkMemberResponse,
  completionResponse,
  step1Body,
  step1Response,
  step2Body,
  step3Body,
  step4Body,
  step4Response,
} from '@portico/domain/contracts/applications.contract';
import { MESSAGES } from '@portico/domain/messages';
import { formFieldsAsBody } from './form-body';
import { SAVE_MESSAGES } from './application-messages';
import {
  checkMember,
  getApplication,
  getCompletion,
  type IsReviewComplete,
} from './read-application';
import { saveBasicDetails } from './save-basic-details';
import { saveDirectors } from './save-directors';
import { requireEditor } from './save-existing';
import type { SaveTools } from './save-types';
import { saveOtherDetails } from './save-other-details';
import { saveProposers } from './save-proposers';
import type { FinalSubmitHook } from './submit-application';
import { signedInOnly } from '../auth';
import { upgradeRoutes } from './upgrade.routes';
import { perIpLimit } from '../../plugins/rate-limit';
import { acceptMultipart } from '../../lib/multipart-upload';

/**
 * What the routes hand their operations: the saves' database, catalog, file store and (tests) fault
 * points, and the two rules of the review that sits above this module.
 */
export type ApplicationRoutesOptions = SaveTools & {
  /** The review pipeline's part of the final submit (decision 010). */
  onFinalSubmit?: FinalSubmitHook;
  /** All five review stages approved (the review module's rule). */
  isReviewComplete: IsReviewComplete;
};

/** Proposer checks per IP per hour: a form needs a few; testing addresses in bulk needs thousands. */
export const PROPOSER_CHECK_RATE_LIMIT = { max: 60, timeWindow: 60 * 60_000 } as const;

/** Form fields are short; the longest is the description (500 words). */
const MULTIPART_LIMITS = { fieldSize: 64 * 1024, fields: 100, files: 5, parts: 120 };

const draftOr = (isDraft: unknown, message: string): string =>
  isDraft === true || isDraft === 1 || isDraft === '1' || isDraft === 'true'
    ? MESSAGES.draftSaved
    : message;

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Who may save, checked before the body is read and validated (401 without a token, 403 for staff
 * who may not edit): a stranger learns nothing from the form's messages. The save checks it again.
 */
async function editorOnly(request: FastifyRequest): Promise<void> {
  requireEditor(await request.principal());
}

/** A save's hooks: the caller first, then the form's fields as the body its contract validates. */
const SAVE_HOOKS = { onRequest: editorOnly, preValidation: formFieldsAsBody };

/** The four saves of the membership form (step_1 to step_4). */
function registerSaveRoutes(app: RouteApp, options: ApplicationRoutesOptions): void {
  app.post(
    '/api/step_1',
    {
      ...SAVE_HOOKS,
      schema: { body: step1Body, response: { 200: step1Response } },
    },
    async (request) => {
      const saved = await saveBasicDetails(
        options,
        await request.principal(),
        request.body,
        request.ip,
      );
      return {
        success: true as const,
        data: saved.id,
        app_id: saved.appId,
        message: SAVE_MESSAGES.basicDetails,
      };
    },
  );

  app.post(
    '/api/step_2',
    {
      ...SAVE_HOOKS,
      schema: { body: step2Body, response: { 200: applicationSavedResponse } },
    },
    async (request) => {
      const { body } = request;
      const data = await saveDirectors(options, await request.principal(), body);
      return {
        success: true as const,
        data,
        message: draftOr(body.is_draft, SAVE_MESSAGES.directors),
      };
    },
  );

  app.post(
    '/api/step_3',
    {
      ...SAVE_HOOKS,
      schema: { body: step3Body, response: { 200: applicationSavedResponse } },
    },
    async (request) => {
      const { body } = request;
      const data = await saveProposers(options, await request.principal(), body);
      return {
        success: true as const,
        data,
        message: draftOr(body.is_draft, SAVE_MESSAGES.proposers),
      };
    },
  );

  app.post(
    '/api/step_4',
    {
      ...SAVE_HOOKS,
      schema: { body: step4Body, response: { 200: step4Response } },
    },
    async (request) => {
      const { submitted } = await saveOtherDetails(
        options,
        await request.principal(),
        request.body,
      );
      return {
        success: true as const,
        message: submitted ? SAVE_MESSAGES.submitted : MESSAGES.draftSaved,
      };
    },
  );
}

/** The application reads and the public existing-member check. */
function registerReadRoutes(app: RouteApp, options: ApplicationRoutesOptions): void {
  app.get(
    '/api/getApplication/:id',
    {
      onRequest: signedInOnly,
      schema: {
        params: applicationIdParams,
        response: { 200: applicationResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getApplication(options.db, await request.principal(), request.params.id),
    }),
  );

  app.get(
    '/api/user/application/:id',
    {
      onRequest: signedInOnly,
      schema: { params: applicationIdParams, response: { 200: completionResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await getCompletion(options, await request.principal(), request.params.id),
    }),
  );

  // Public: the form asks before saving tab 3. It says which detail matched a member (decision
  // 089), so a per-IP limit keeps anyone from testing addresses in bulk.
  app.post(
    '/api/check_member',
    {
      config: perIpLimit(
        PROPOSER_CHECK_RATE_LIMIT,
        (after) => `Too many proposer checks. Please try again in ${after}.`,
      ),
      preValidation: formFieldsAsBody,
      schema: { body: checkMemberBody, response: { 200: checkMemberResponse } },
    },
    async (request) => checkMember(options.db, request.body),
  );
}

export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (
  app,
  options,
) => {
  await acceptMultipart(app, MULTIPART_LIMITS);
  registerSaveRoutes(app, options);
  registerReadRoutes(app, options);
  await app.register(upgradeRoutes, options);
};
