import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdText } from '@portico/domain/schemas/fields';
import type { Principal } from '../auth/principal';
import type { ReviewService } from './review.service';

const stageValue = z.enum(['Completed', 'Pending']);

const reviewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    is_completed: z.boolean(),
    User_name: z.string(),
    Membership_Type: z.string(),
    Approved_by_ZM: stageValue,
    'Approved_By_Accounts_Dept.': stageValue,
    Reference_Check_1: stageValue,
    Reference_Check_2: stageValue,
    Approved_By_Governing_Body: stageValue,
    cancelled: z.boolean(),
    app_filled: z.boolean(),
    journey: z.string(),
    review_stage: z.string(),
    changes_requested_fields: z.array(z.string()),
    changes_note: z.string().nullable(),
  }),
});

const idParams = z.object({ id: recordIdText('Application id must be a number') });

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
    { schema: { params: idParams, response: { 200: reviewResponse } } },
    async (request) => {
      await authorize(await request.principal(), request.params.id);
      return { success: true as const, data: await service.getReview(request.params.id) };
    },
  );
};
