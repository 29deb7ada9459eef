// The back office's review queue: GET /api/staff/applications (filters, paging, sort).
import { z } from 'zod';
import {
  DATE_RANGE_MESSAGE,
  checkDateRange,
  dateParam,
  idParam,
  optionalParam,
  pageQuery,
  pageResponse,
  searchParam,
} from './common';
import { JOURNEY_VALUES, QUEUE_SORTS, REVIEW_STAGE_VALUES, ZONE_CODES } from './values';
import { registerRequestContracts } from './request-contract';

type ReviewStage = (typeof REVIEW_STAGE_VALUES)[number];

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

export const queueListQuery = z
  .object({
    ...queueFilterQuery.shape,
    ...pageQuery,
    sort: optionalParam(
      z.enum(QUEUE_SORTS, { error: `sort must be one of ${QUEUE_SORTS.join(', ')}` }),
    ),
  })
  .refine(checkDateRange, DATE_RANGE_MESSAGE);

export const queueItem = z.object({
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

export const queueListResponse = pageResponse(queueItem);
export type QueueItem = z.infer<typeof queueItem>;

registerRequestContracts({ queueListQuery });
