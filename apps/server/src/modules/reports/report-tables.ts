// Each report as one flat table, what its CSV file and its workbook's sheet hold: a row per month
// (or member, or stage), amounts in rupees with two decimals, rates in per cent.
import { ZONE_LABELS } from '@portico/domain/constants';
import type {
  IncomeReport,
  LapsingReport,
  MembershipReport,
  PipelineReport,
  RenewalsReport,
} from '@portico/domain/contracts/reports.contract';
import { INCOME_KIND_VALUES } from '@portico/domain/contracts/reports.contract';
import { INCOME_KIND_LABELS, PIPELINE_REPORT_STAGE_LABELS } from '@portico/domain/report-labels';
import { csvDecimal, type CsvValue } from '../../lib/csv';

export type ReportTable = {
  /** The file's name and the sheet's title. */
  name: string;
  title: string;
  headers: string[];
  rows: CsvValue[][];
};

const rupees = (paise: number) => csvDecimal(paise / 100);
const zoneName = (zone: string | null) =>
  zone === null ? 'No zone' : (ZONE_LABELS[zone as keyof typeof ZONE_LABELS] ?? zone);

const COHORT_LABELS = { all: 'All', first_year: 'First year', older: 'Older' } as const;

function membership(report: MembershipReport): ReportTable {
  const categories = [...new Set(report.byCategory.map((row) => row.category))].sort();
  const zones = [...new Set(report.byZone.map((row) => row.zone))];
  const count = <R extends { month: string; members: number }>(
    rows: R[],
    pick: (r: R) => boolean,
  ) => rows.find(pick)?.members ?? 0;
  return {
    name: 'members-by-category-and-zone',
    title: 'Members by category and zone',
    headers: [
      'Month',
      'Members',
      ...categories.map((category) => `Category: ${category}`),
      ...zones.map((zone) => `Zone: ${zoneName(zone)}`),
    ],
    rows: report.totals.map(({ month, members }) => [
      month,
      members,
      ...categories.map((c) =>
        count(report.byCategory, (r) => r.month === month && r.category === c),
      ),
      ...zones.map((z) => count(report.byZone, (r) => r.month === month && r.zone === z)),
    ]),
  };
}

function renewals(report: RenewalsReport): ReportTable {
  const rate = (value: number | null) => (value === null ? null : csvDecimal(value, 1));
  return {
    name: 'renewals-and-attrition',
    title: 'Renewal rate and attrition',
    headers: [
      'Month',
      'Cohort',
      'Expired',
      'Renewed',
      'Lapsed',
      'Grace window open',
      'Renewal rate (%)',
      'Attrition (%)',
    ],
    rows: report.rows.map((row) => [
      row.month,
      COHORT_LABELS[row.cohort],
      row.expired,
      row.renewed,
      row.lapsed,
      row.open,
      rate(row.renewalRate),
      rate(row.attritionRate),
    ]),
  };
}

function lapsing(report: LapsingReport): ReportTable {
  const rows = (kind: string, members: LapsingReport['lapsed']) =>
    members.map((member) => [
      kind,
      zoneName(member.zone),
      member.memberNumber,
      member.name,
      member.companyName,
      member.category,
      member.expiresOn,
    ]);
  return {
    name: 'lapsed-and-due-soon',
    title: 'Lapsed and due soon',
    headers: ['List', 'Zone', 'Member number', 'Name', 'Company', 'Category', 'Expires on'],
    rows: [...rows('Lapsed', report.lapsed), ...rows('Due soon', report.dueSoon)],
  };
}

function income(report: IncomeReport): ReportTable {
  return {
    name: 'income',
    title: 'Income by month and kind',
    headers: [
      'Month',
      ...INCOME_KIND_VALUES.map((kind) => `${INCOME_KIND_LABELS[kind]} (₹)`),
      'Invoiced (₹)',
      'Credit notes (₹)',
      'Income (₹)',
    ],
    rows: report.byMonth.map((month) => [
      month.month,
      ...INCOME_KIND_VALUES.map((kind) =>
        rupees(
          report.byKind.find((row) => row.month === month.month && row.kind === kind)
            ?.amountPaise ?? 0,
        ),
      ),
      rupees(month.invoicedPaise),
      rupees(month.creditedPaise),
      rupees(month.incomePaise),
    ]),
  };
}

function pipeline(report: PipelineReport): ReportTable {
  return {
    name: 'application-pipeline',
    title: 'Application pipeline',
    headers: [
      'Stage',
      'Applications',
      'Median days waiting',
      'Oldest application',
      'Company',
      'Oldest days waiting',
    ],
    rows: report.stages.map((stage) => [
      PIPELINE_REPORT_STAGE_LABELS[stage.stage],
      stage.applications,
      stage.medianDays === null ? null : csvDecimal(stage.medianDays, 1),
      stage.oldest?.appId,
      stage.oldest?.companyName,
      stage.oldest ? csvDecimal(stage.oldest.days, 1) : null,
    ]),
  };
}

export const reportTables = { membership, renewals, lapsing, income, pipeline };
