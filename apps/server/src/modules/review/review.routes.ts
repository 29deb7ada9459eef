import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationReviewParams,
  applicationReviewResponse,
} from '@portico/domain/contracts/review.contract';
import { type Principal, signedInOnly } from '../auth';
import type { ReviewService } from './review.service';
import { dataReply } from '../../lib/replies';

export type ReviewRoutesOptions = {
  service: ReviewService;
  /**
   * Throws the 401/403/404 of the application access rules unless the principal may read the
   * application (the applications module's rule, handed in by app.ts).
   */
  authorize: (principal: Principal | null, applicationId: number) => Promise<unknown>;
};

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { service, authorize },
) => {
  app.get(
    '/api/application_review/:id',
    {
      onRequest: signedInOnly,
      schema: { params: applicationReviewParams, response: { 200: applicationReviewResponse } },
    },
    async (request) => {
      await authorize(await request.principal(), request.params.id);
      return dataReply(await service.getReview(request.params.id));
    },
  );
};
