// The back office's reports (issue #31): GET /api/staff/reports/<report> answers one report's figures
// as JSON, GET /api/staff/export/report.csv and report.xlsx the same figures as a file. Each figure is
// computed in SQL; docs/reports.md defines them. Months are calendar months in Indian time.
import { z } from 'zod';
import { ZONES } from '../constants';
import { dataResponse, oneOf, optionalParam } from './common';
import { registerRequestContracts } from './request-contract';
import { PIPELINE_STAGE_VALUES } from './values';

/** Who may read the reports: the office, accounts and the governing body; zone managers see a zone only. */
export const REPORT_ROLES = ['admin', 'office', 'accounts', 'governing_body'] as const;

export const REPORT_NAMES = ['membership', 'renewals', 'lapsing', 'income', 'pipeline'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The most months one report spans: five years. */
export const REPORT_MAX_MONTHS = 60;
/** The default span: the last twelve months, this one included. */
export const REPORT_DEFAULT_MONTHS = 12;
/** The lapsed and due-soon lists answer at most this many members each (the file has them all). */
export const LAPSING_LIST_LIMIT = 500;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function monthParam(name: string) {
  return z
    .string({ error: `${name} must be a month (YYYY-MM)` })
    .regex(MONTH_PATTERN, `${name} must be a month (YYYY-MM)`)
    .refine(
      (value) => value >= '2000-01' && value <= '2100-12',
      `${name} must be a month from 2000-01 to 2100-12`,
    );
}

/** Months from `from` to `to`, both counted ('2026-01' to '2026-03': 3). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

type MonthRange = { from?: string | undefined; to?: string | undefined };
const rangeOrdered = (value: MonthRange) => !value.from || !value.to || value.from <= value.to;
const rangeShort = (value: MonthRange) =>
  !value.from || !value.to || monthsBetween(value.from, value.to) <= REPORT_MAX_MONTHS;

const rangeShape = { from: optionalParam(monthParam('from')), to: optionalParam(monthParam('to')) };

/** The months a report covers (default: the last twelve, this one included). */
export const reportRangeQuery = z
  .object(rangeShape)
  .refine(rangeOrdered, { message: 'to must not be before from', path: ['to'] })
  .refine(rangeShort, {
    message: `A report spans at most ${REPORT_MAX_MONTHS} months`,
    path: ['from'],
  });
export type ReportRange = z.infer<typeof reportRangeQuery>;

/** The lapsed and due-soon lists, of one zone or all. */
export const lapsingQuery = z.object({ zone: optionalParam(oneOf('zone', ZONES)) });
export type LapsingQuery = z.infer<typeof lapsingQuery>;

export const REPORT_FORMAT_VALUES = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMAT_VALUES)[number];

/** A report as a file: which report, and its months or zone. */
export const reportExportQuery = z
  .object({ report: oneOf('report', REPORT_NAMES), ...rangeShape, ...lapsingQuery.shape })
  .refine(rangeOrdered, { message: 'to must not be before from', path: ['to'] })
  .refine(rangeShort, {
    message: `A report spans at most ${REPORT_MAX_MONTHS} months`,
    path: ['from'],
  });
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

const month = z.string();
const count = z.number().int();
/** A share in per cent with one decimal; null when there is nothing to divide by. */
const percent = z.number().nullable();

// ── Members by category and zone ───────────────────────────────────────────────────────────────
export const membershipReport = z.object({
  from: month,
  to: month,
  /** Members whose membership was live at each month's end (now, for this month). */
  totals: z.array(z.object({ month, members: count })),
  byCategory: z.array(z.object({ month, category: z.string(), members: count })),
  /** zone null: members without a zone. */
  byZone: z.array(z.object({ month, zone: z.enum(ZONES).nullable(), members: count })),
});
export type MembershipReport = z.infer<typeof membershipReport>;

// ── Renewal rate and attrition ─────────────────────────────────────────────────────────────────
export const COHORT_VALUES = ['all', 'first_year', 'older'] as const;
export type Cohort = (typeof COHORT_VALUES)[number];

export const renewalRow = z.object({
  month,
  cohort: z.enum(COHORT_VALUES),
  /** Memberships that expired in the month. */
  expired: count,
  /** …renewed by the end of the grace window. */
  renewed: count,
  /** …not renewed and whose grace window has closed. */
  lapsed: count,
  /** …not renewed yet, the grace window still open. */
  open: count,
  renewalRate: percent,
  attritionRate: percent,
});
export type RenewalRow = z.infer<typeof renewalRow>;
export const renewalsReport = z.object({
  from: month,
  to: month,
  graceDays: count,
  rows: z.array(renewalRow),
});
export type RenewalsReport = z.infer<typeof renewalsReport>;

// ── Lapsed and due soon ────────────────────────────────────────────────────────────────────────
export const lapsingMember = z.object({
  memberId: z.number().int(),
  memberNumber: z.string().nullable(),
  name: z.string(),
  companyName: z.string(),
  zone: z.enum(ZONES).nullable(),
  category: z.string(),
  /** The day the membership ended or ends, in Indian time. */
  expiresOn: z.string(),
});
export type LapsingMember = z.infer<typeof lapsingMember>;
export const lapsingReport = z.object({
  zone: z.enum(ZONES).nullable(),
  lapsedDays: count,
  dueDays: count,
  byZone: z.array(z.object({ zone: z.enum(ZONES).nullable(), lapsed: count, dueSoon: count })),
  lapsed: z.array(lapsingMember),
  dueSoon: z.array(lapsingMember),
  listLimit: count,
});
export type LapsingReport = z.infer<typeof lapsingReport>;

// ── Income ─────────────────────────────────────────────────────────────────────────────────────
export const INCOME_KIND_VALUES = ['joining', 'renewal', 'upgrade', 'offline', 'refunds'] as const;
export type IncomeKind = (typeof INCOME_KIND_VALUES)[number];
export const incomeReport = z.object({
  from: month,
  to: month,
  /** Documents and paise by month and kind; refunds are credit notes, their amount negative. */
  byKind: z.array(
    z.object({ month, kind: z.enum(INCOME_KIND_VALUES), documents: count, amountPaise: count }),
  ),
  /** Per month: invoices' totals, credit notes' totals, and the income (the first less the second). */
  byMonth: z.array(
    z.object({ month, invoicedPaise: count, creditedPaise: count, incomePaise: count }),
  ),
});
export type IncomeReport = z.infer<typeof incomeReport>;

// ── Application pipeline ───────────────────────────────────────────────────────────────────────
export const PIPELINE_REPORT_STAGES = [
  ...PIPELINE_STAGE_VALUES,
  'changes_requested',
  'approved',
] as const;
export type PipelineReportStage = (typeof PIPELINE_REPORT_STAGES)[number];
export const pipelineReport = z.object({
  stages: z.array(
    z.object({
      stage: z.enum(PIPELINE_REPORT_STAGES),
      applications: count,
      /** Median days the applications have waited in the stage so far, one decimal. */
      medianDays: z.number().nullable(),
      oldest: z
        .object({
          applicationId: z.number().int(),
          appId: z.string(),
          companyName: z.string().nullable(),
          days: z.number(),
        })
        .nullable(),
    }),
  ),
});
export type PipelineReport = z.infer<typeof pipelineReport>;

export const membershipReportResponse = dataResponse(membershipReport);
export const renewalsReportResponse = dataResponse(renewalsReport);
export const lapsingReportResponse = dataResponse(lapsingReport);
export const incomeReportResponse = dataResponse(incomeReport);
export const pipelineReportResponse = dataResponse(pipelineReport);

registerRequestContracts({ reportRangeQuery, lapsingQuery, reportExportQuery });
