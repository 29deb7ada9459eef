// The front door of the reports module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { reportRoutes } from './reports.routes';
export { summaryRecipientRoutes } from './summary-recipients.routes';
export { createReportsService, type ReportsService } from './reports.service';
export {
  MONTHLY_SUMMARY_JOB,
  sendMonthlySummary,
  type MonthlySummaryDeps,
} from './monthly-summary';
