// The back office's reports (issue #31): each read runs its figures in SQL (the repositories) and
// answers them in the contract's shape, every month of the range present (zero where nothing
// happened); the files are the same figures as tables.
import { RENEWAL_WINDOW_DAYS_AFTER, RENEWAL_WINDOW_DAYS_BEFORE } from '@portico/domain/constants';
import {
  COHORT_VALUES,
  LAPSING_LIST_LIMIT,
  PIPELINE_REPORT_STAGES,
  type IncomeReport,
  type LapsingQuery,
  type LapsingReport,
  type MembershipReport,
  type PipelineReport,
  type RenewalsReport,
  type ReportExportQuery,
  type ReportRange,
} from '@portico/domain/contracts/reports.contract';
import type { Zone } from '@portico/domain/constants';
import type { Database } from '../../db/client';
import { incomeByKind } from './income.repository';
import { lapsingByZone, lapsingMembers, type LapsingWindow } from './lapsing.repository';
import { membershipCounts, renewalCounts } from './membership.repository';
import { pipelineStages } from './pipeline.repository';
import { addMonths, businessMonthOf, reportMonths, type ReportMonths } from './report-months';
import { reportCsv, reportWorkbook } from './report-files';
import { reportTables } from './report-tables';
import { listSummaryRecipients, setSummaryRecipients } from './summary-recipients';
import type { StaffPrincipal } from '../auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every month of the range that has begun by `now`. */
export function monthsSoFar(months: ReportMonths, now: Date): string[] {
  const last = businessMonthOf(now) < months.to ? businessMonthOf(now) : months.to;
  const list: string[] = [];
  for (let month = months.from; month <= last; month = addMonths(month, 1)) list.push(month);
  return list;
}

export function lapsingWindow(now: Date): LapsingWindow {
  return {
    lapsedFrom: new Date(now.getTime() - RENEWAL_WINDOW_DAYS_AFTER * DAY_MS),
    now,
    dueUntil: new Date(now.getTime() + RENEWAL_WINDOW_DAYS_BEFORE * DAY_MS),
  };
}

export async function membershipReport(
  db: Database,
  now: Date,
  range: ReportRange,
): Promise<MembershipReport> {
  const months = reportMonths(range, now);
  const rows = await membershipCounts(db, months, now);
  const counted = new Map(rows.filter((row) => row.by === 'total').map((r) => [r.month, r]));
  return {
    from: months.from,
    to: months.to,
    totals: monthsSoFar(months, now).map((month) => ({
      month,
      members: counted.get(month)?.members ?? 0,
    })),
    byCategory: rows
      .filter((row) => row.by === 'category')
      .map((row) => ({ month: row.month, category: row.category ?? '', members: row.members })),
    byZone: rows
      .filter((row) => row.by === 'zone')
      .map((row) => ({ month: row.month, zone: row.zone as Zone | null, members: row.members })),
  };
}

export async function renewalsReport(
  db: Database,
  now: Date,
  range: ReportRange,
): Promise<RenewalsReport> {
  const months = reportMonths(range, now);
  const rows = await renewalCounts(db, months, now, RENEWAL_WINDOW_DAYS_AFTER);
  const key = (month: string, cohort: string) => `${month} ${cohort}`;
  const found = new Map(rows.map((row) => [key(row.month, row.cohort), row]));
  const empty = { expired: 0, renewed: 0, lapsed: 0, open: 0 };
  return {
    from: months.from,
    to: months.to,
    graceDays: RENEWAL_WINDOW_DAYS_AFTER,
    rows: monthsSoFar(months, now).flatMap((month) =>
      COHORT_VALUES.map((cohort) => {
        const row = found.get(key(month, cohort));
        return row
          ? { ...row, cohort }
          : { month, cohort, ...empty, renewalRate: null, attritionRate: null };
      }),
    ),
  };
}

export async function lapsingReport(
  db: Database,
  now: Date,
  query: LapsingQuery,
  limit: number | null = LAPSING_LIST_LIMIT,
): Promise<LapsingReport> {
  const window = lapsingWindow(now);
  const zone = query.zone ?? null;
  const [byZone, members] = await Promise.all([
    lapsingByZone(db, window),
    lapsingMembers(db, window, { zone, limit }),
  ]);
  const strip = ({ kind: _kind, ...member }: (typeof members)[number]) => ({
    ...member,
    zone: member.zone as Zone | null,
  });
  return {
    zone,
    lapsedDays: RENEWAL_WINDOW_DAYS_AFTER,
    dueDays: RENEWAL_WINDOW_DAYS_BEFORE,
    byZone: byZone.map((row) => ({ ...row, zone: row.zone as Zone | null })),
    lapsed: members.filter((member) => member.kind === 'lapsed').map(strip),
    dueSoon: members.filter((member) => member.kind === 'due_soon').map(strip),
    listLimit: limit ?? members.length,
  } satisfies LapsingReport;
}

export async function incomeReport(
  db: Database,
  now: Date,
  range: ReportRange,
): Promise<IncomeReport> {
  const months = reportMonths(range, now);
  const byKind = await incomeByKind(db, months);
  return {
    from: months.from,
    to: months.to,
    byKind,
    byMonth: monthsSoFar(months, now).map((month) => {
      const rows = byKind.filter((row) => row.month === month);
      const credited = -rows
        .filter((row) => row.kind === 'refunds')
        .reduce((sum, row) => sum + row.amountPaise, 0);
      const net = rows.reduce((sum, row) => sum + row.amountPaise, 0);
      return { month, invoicedPaise: net + credited, creditedPaise: credited, incomePaise: net };
    }),
  };
}

export async function pipelineReport(db: Database, now: Date): Promise<PipelineReport> {
  const rows = await pipelineStages(db, now);
  return {
    stages: PIPELINE_REPORT_STAGES.map((stage) => {
      const row = rows.find((candidate) => candidate.stage === stage);
      if (!row) return { stage, applications: 0, medianDays: null, oldest: null };
      const oldest = {
        applicationId: row.oldestApplicationId,
        appId: row.oldestAppId,
        companyName: row.oldestCompanyName,
        days: row.oldestDays,
      };
      return { stage, applications: row.applications, medianDays: row.medianDays, oldest };
    }),
  };
}

async function tablesOf(db: Database, now: Date, query: ReportExportQuery) {
  const range = { from: query.from, to: query.to };
  switch (query.report) {
    case 'membership':
      return reportTables.membership(await membershipReport(db, now, range));
    case 'renewals':
      return reportTables.renewals(await renewalsReport(db, now, range));
    case 'lapsing':
      return reportTables.lapsing(await lapsingReport(db, now, { zone: query.zone }, null));
    case 'income':
      return reportTables.income(await incomeReport(db, now, range));
    case 'pipeline':
      return reportTables.pipeline(await pipelineReport(db, now));
  }
}

export function createReportsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    membership: (range: ReportRange) => membershipReport(db, now(), range),
    renewals: (range: ReportRange) => renewalsReport(db, now(), range),
    lapsing: (query: LapsingQuery) => lapsingReport(db, now(), query),
    income: (range: ReportRange) => incomeReport(db, now(), range),
    pipeline: () => pipelineReport(db, now()),
    csv: async (query: ReportExportQuery) => reportCsv(await tablesOf(db, now(), query)),
    xlsx: async (query: ReportExportQuery) => reportWorkbook(await tablesOf(db, now(), query)),
    summaryRecipients: () => listSummaryRecipients(db),
    setSummaryRecipients: (principal: StaffPrincipal, staffIds: readonly number[]) =>
      setSummaryRecipients(db, principal, staffIds),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
