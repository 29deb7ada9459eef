import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOURNEY_VALUES, REVIEW_STAGE_VALUES, ZONE_CODES, type ReviewStage } from '../../db/schema';
import { requireStaff } from '../auth/auth.plugin';
import { staffOnly } from '../auth/staff-only';
import {
  DATE_RANGE_MESSAGE,
  checkDateRange,
  dateParam,
  idParam,
  optionalParam,
  pageQuery,
  pageResponse,
  searchParam,
} from './list-query';
import { QUEUE_SORTS } from './queue.repository';
import type { QueueService } from './queue.service';

const isReviewStage = (value: string): value is ReviewStage =>
  (REVIEW_STAGE_VALUES as readonly string[]).includes(value);

const STAGE_MESSAGE = `stage must be one or more (comma-separated) of ${REVIEW_STAGE_VALUES.join(', ')}`;

/** One stage or several, comma-separated: `stage=zone_manager,accounts`. */
const stagesParam = optionalParam(
  z.string({ error: STAGE_MESSAGE }).transform((value, ctx) => {
    const stages = [...new Set(value.split(',').map((stage) => stage.trim()))];
    if (!stages.every(isReviewStage)) {
      ctx.addIssue({ code: 'custom', message: STAGE_MESSAGE });
      return z.NEVER;
    }
    return stages;
  }),
);

/** The queue's filters, shared with the applications CSV export. */
export const queueFilterQuery = z
  .object({
    stage: stagesParam,
    zone: optionalParam(
      z.enum(ZONE_CODES, { error: `zone must be one of ${ZONE_CODES.join(', ')}` }),
    ),
    category: optionalParam(idParam('category')),
    journey: optionalParam(
      z.enum(JOURNEY_VALUES, { error: `journey must be one of ${JOURNEY_VALUES.join(', ')}` }),
    ),
    from: optionalParam(dateParam('from')),
    to: optionalParam(dateParam('to')),
    q: searchParam,
    mine: optionalParam(
      z
        .enum(['0', '1', 'true', 'false'], { error: 'mine must be 0 or 1' })
        .transform((value) => value === '1' || value === 'true'),
    ),
  })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);

export type QueueFilterQuery = z.output<typeof queueFilterQuery>;

/** Filters of the query, in the repository's terms, and the mine flag. */
export function queueFilters({ stage, mine, ...rest }: QueueFilterQuery) {
  return { filters: { ...rest, stages: stage }, mine: mine ?? false };
}

const listQuery = z
  .object({
    ...queueFilterQuery.shape,
    ...pageQuery,
    sort: optionalParam(
      z.enum(QUEUE_SORTS, { error: `sort must be one of ${QUEUE_SORTS.join(', ')}` }),
    ),
  })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);

const queueItem = z.object({
  id: z.number().int(),
  app_id: z.string(),
  name: z.string().nullable(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  mobile_number: z.string().nullable(),
  zone: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  journey: z.string(),
  review_stage: z.string(),
  submitted_at: z.string().nullable(),
});

export const queueRoutes: FastifyPluginAsyncZod<{ service: QueueService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/staff/applications',
    {
      onRequest: staffOnly(),
      schema: { querystring: listQuery, response: { 200: pageResponse(queueItem) } },
    },
    async (request) => {
      const principal = await requireStaff(request);
      const { page, pageSize, sort, ...query } = request.query;
      const { filters, mine } = queueFilters(query);
      // Waiting on me: oldest first (a queue); otherwise newest first.
      const order = sort ?? (mine ? 'submitted_at' : '-submitted_at');
      const data = await service.list(principal, filters, mine, { page, pageSize }, order);
      return { success: true as const, data };
    },
  );
};
