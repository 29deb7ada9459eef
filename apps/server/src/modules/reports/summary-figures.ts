// The figures of one month for the monthly summary, read through the same reports the Reports page
// shows, so the email and the page never disagree.
import { PIPELINE_STAGE_VALUES } from '@portico/domain/contracts/values';
import type { IncomeKind } from '@portico/domain/contracts/reports.contract';
import type { Database } from '../../db/client';
import { addMonths } from './report-months';
import { incomeReport, membershipReport, pipelineReport, renewalsReport } from './reports.service';

const KIND_LABELS: Record<IncomeKind, string> = {
  joining: 'joining',
  renewal: 'renewals',
  upgrade: 'upgrades',
  offline: 'offline payments',
  refunds: 'refunds',
};

export type SummaryFigures = {
  month: string;
  /** Members at the month's end, and at the end of the month before. */
  members: number;
  membersBefore: number;
  renewals: {
    expired: number;
    renewed: number;
    lapsed: number;
    open: number;
    renewalRate: number | null;
  };
  income: {
    incomePaise: number;
    creditedPaise: number;
    byKind: { kind: IncomeKind; label: string; amountPaise: number }[];
  };
  /** Applications in a review stage now, and the one waiting longest. */
  applications: { waiting: number; oldestAppId: string | null; oldestDays: number | null };
};

export async function summaryFigures(
  db: Database,
  now: Date,
  month: string,
): Promise<SummaryFigures> {
  const [membership, renewals, income, pipeline] = await Promise.all([
    membershipReport(db, now, { from: addMonths(month, -1), to: month }),
    renewalsReport(db, now, { from: month, to: month }),
    incomeReport(db, now, { from: month, to: month }),
    pipelineReport(db, now),
  ]);
  const membersAt = (wanted: string) =>
    membership.totals.find((total) => total.month === wanted)?.members ?? 0;
  const all = renewals.rows.find((row) => row.cohort === 'all');
  const monthIncome = income.byMonth.find((row) => row.month === month);
  const inReview = pipeline.stages.filter((stage) =>
    (PIPELINE_STAGE_VALUES as readonly string[]).includes(stage.stage),
  );
  const oldest = inReview
    .flatMap((stage) => (stage.oldest ? [stage.oldest] : []))
    .sort((a, b) => b.days - a.days)[0];
  return {
    month,
    members: membersAt(month),
    membersBefore: membersAt(addMonths(month, -1)),
    renewals: {
      expired: all?.expired ?? 0,
      renewed: all?.renewed ?? 0,
      lapsed: all?.lapsed ?? 0,
      open: all?.open ?? 0,
      renewalRate: all?.renewalRate ?? null,
    },
    income: {
      incomePaise: monthIncome?.incomePaise ?? 0,
      creditedPaise: monthIncome?.creditedPaise ?? 0,
      byKind: income.byKind
        .filter((row) => row.month === month)
        .map((row) => ({
          kind: row.kind,
          label: KIND_LABELS[row.kind],
          amountPaise: row.amountPaise,
        })),
    },
    applications: {
      waiting: inReview.reduce((sum, stage) => sum + stage.applications, 0),
      oldestAppId: oldest?.appId ?? null,
      oldestDays: oldest?.days ?? null,
    },
  };
}
