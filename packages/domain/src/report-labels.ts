// The words for the reports' codes: the Reports page and its CSV files and sheets read these same
// lists, so a screen and its export never name a column or a row differently.
import type { IncomeKind, PipelineReportStage } from './contracts/reports.contract';

export const INCOME_KIND_LABELS: Record<IncomeKind, string> = {
  joining: 'Joining',
  renewal: 'Renewal',
  upgrade: 'Upgrade',
  offline: 'Offline',
  refunds: 'Refunds',
};

/** Where an application waits, as the pipeline report names it. */
export const PIPELINE_REPORT_STAGE_LABELS: Record<PipelineReportStage, string> = {
  zone_manager: 'Zone manager',
  accounts: 'Accounts',
  references: 'References',
  governing_body: 'Governing body',
  changes_requested: 'Sent back for changes',
  approved: 'Approved, awaiting payment',
};
