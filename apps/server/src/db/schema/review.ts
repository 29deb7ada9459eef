import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, ownerId } from './columns';
import {
  DECISION_STAGE_VALUES,
  DECISION_VALUES,
  DECISION_ACTOR_VALUES,
} from '@portico/domain/contracts/values';
import type { DecisionStage, Decision, DecisionActorKind } from './value-sets';
import { planHistory } from './plan-history';
import { staff } from './staff';

/**
 * One row per answer in the review pipeline: a staff approval, send-back or rejection, or a proposer's
 * answer to the reference request (decision 010). Who, when and the remark.
 */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: id(),
    planHistoryId: ownerId('plan_history_id', () => planHistory.id),
    stage: text('stage').$type<DecisionStage>().notNull(),
    decision: text('decision').$type<Decision>().notNull(),
    actorKind: text('actor_kind').$type<DecisionActorKind>().notNull(),
    actorStaffId: integer('actor_staff_id').references(() => staff.id),
    /** The staff member's name and email, or the proposer's director name and email. */
    actorLabel: text('actor_label').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_decisions_plan_history_idx').on(t.planHistoryId, t.createdAt),
    check('review_decisions_stage_check', inList(t.stage, DECISION_STAGE_VALUES)),
    check('review_decisions_decision_check', inList(t.decision, DECISION_VALUES)),
    check('review_decisions_actor_kind_check', inList(t.actorKind, DECISION_ACTOR_VALUES)),
    check(
      'review_decisions_actor_check',
      sql`(${t.actorKind} = 'staff') = (${t.actorStaffId} is not null)`,
    ),
  ],
);
