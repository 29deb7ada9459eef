// The applications waiting in each stage of the review pipeline: how many, the median days they have
// waited so far, and the one waiting longest. An application waits in a stage from when the step
// before it answered (the submission, for the zone manager), or from its last send-back if later.
import { sql } from 'drizzle-orm';
import type { PipelineReportStage } from '@portico/domain/contracts/reports.contract';
import { resultRows, type Executor } from '../../db/client';

export type PipelineRow = {
  stage: PipelineReportStage;
  applications: number;
  medianDays: number;
  oldestApplicationId: number;
  oldestAppId: string;
  oldestCompanyName: string | null;
  oldestDays: number;
};

export async function pipelineStages(db: Executor, now: Date): Promise<PipelineRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with waiting as (
      select a.id, a.app_id, a.company_name, ph.review_stage as stage,
        greatest(
          case ph.review_stage
            when 'zone_manager' then coalesce(a.submitted_at, a.created_at)
            when 'accounts' then ph.approval_zm_at
            when 'references' then ph.approval_accounts_at
            when 'governing_body' then coalesce(
              greatest(ph.reference_check_1_at, ph.reference_check_2_at), ph.approval_accounts_at)
            when 'approved' then greatest(ph.approval_governing_1_at, ph.approval_governing_2_at)
          end,
          (select max(d.created_at) from review_decisions d
            where d.plan_history_id = ph.id and d.decision = 'changes_requested'),
          ph.created_at
        ) as since
      from plan_history ph join applications a on a.id = ph.application_id
      where ph.review_stage in ('zone_manager', 'accounts', 'references', 'governing_body',
        'changes_requested', 'approved') and not ph.cancelled
    ), aged as (
      select w.*, extract(epoch from (${at} - w.since)) / 86400 as days from waiting w
    ), oldest as (
      select distinct on (stage) stage, id, app_id, company_name, days from aged
      order by stage, days desc, id
    )
    select s.stage, count(*)::int as applications,
      round(percentile_cont(0.5) within group (order by s.days)::numeric, 1)::float8 as median_days,
      o.id as oldest_id, o.app_id as oldest_app_id, o.company_name as oldest_company,
      round(o.days::numeric, 1)::float8 as oldest_days
    from aged s join oldest o on o.stage = s.stage
    group by s.stage, o.id, o.app_id, o.company_name, o.days`);
  type Raw = {
    stage: PipelineReportStage;
    applications: number;
    median_days: number;
    oldest_id: number;
    oldest_app_id: string;
    oldest_company: string | null;
    oldest_days: number;
  };
  return resultRows<Raw>(result).map((row) => ({
    stage: row.stage,
    applications: Number(row.applications),
    medianDays: Number(row.median_days),
    oldestApplicationId: Number(row.oldest_id),
    oldestAppId: row.oldest_app_id,
    oldestCompanyName: row.oldest_company,
    oldestDays: Number(row.oldest_days),
  }));
}
