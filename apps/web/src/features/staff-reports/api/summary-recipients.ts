import { useQuery } from '@tanstack/react-query';
import { summaryRecipientsResponse } from '@portico/domain/contracts/report-summary.contract';
import { replacedRecord } from '../../../app/staff/api/staff-record';

/**
 * GET /api/staff/reports/summary-recipients (admin): who may get the monthly summary, and who does;
 * the PUT of the staff who get it answers the list, which replaces it.
 */
const summaryRecipients = replacedRecord(
  ['staff', 'reports', 'summary-recipients'],
  '/staff/reports/summary-recipients',
  summaryRecipientsResponse,
);

export const summaryRecipientsQuery = (enabled: boolean) => summaryRecipients.query(enabled);

export function useSummaryRecipients(enabled: boolean) {
  return useQuery(summaryRecipientsQuery(enabled));
}

export const useSaveSummaryRecipients = () =>
  summaryRecipients.useSave((staffIds: number[]) => ({ staff_ids: staffIds }));
