// CSV exports of the applications, members and payments, with the lists' filters. Rows are read in
// keyset batches (EXPORT_BATCH_SIZE at a time, in id order) and written as they come, so an export of
// any size holds one batch in memory; page, pageSize and sort do not apply.
import type { Database } from '../../db/client';
import type { StaffPrincipal } from '../auth';
import { csvChunks, keysetBatches, type CsvColumn } from '../../lib/csv';
import {
  paymentExportBatch,
  type PaymentExportRow,
  type PaymentFilters,
} from './exports.repository';
import { memberExportBatch, type MemberFilters, type MemberListRow } from '../staff-members';
import { queueExportBatch, type QueueFilters, type QueueRow, queueScope } from '../staff-queue';
import { businessDateTimeOf } from '../../lib/list-query';

export const EXPORT_BATCH_SIZE = 1000;

/** 'YYYY-MM-DD HH:MM' in Indian time, empty without a time. */
export function businessDateTime(instant: Date | null): string {
  return instant ? businessDateTimeOf(instant) : '';
}

/** Paise as rupees with two decimals and no grouping, as spreadsheets read numbers: '1234.50'. */
export function rupeesText(paise: number): string {
  return (paise / 100).toFixed(2);
}

type PersonRow = {
  name: string | null;
  companyName: string | null;
  email: string | null;
  mobileNumber: string | null;
  zone: string | null;
  categoryName: string | null;
};

/** Who an application or a member is, in the same columns on both exports. */
function personColumns<Row extends PersonRow>(): CsvColumn<Row>[] {
  return [
    { header: 'Name', value: (row) => row.name },
    { header: 'Company', value: (row) => row.companyName },
    { header: 'Email', value: (row) => row.email },
    { header: 'Mobile', value: (row) => row.mobileNumber },
    { header: 'Zone', value: (row) => row.zone },
    { header: 'Category', value: (row) => row.categoryName },
  ];
}

const APPLICATION_COLUMNS: CsvColumn<QueueRow>[] = [
  { header: 'Application number', value: (row) => row.appId },
  ...personColumns(),
  { header: 'Journey', value: (row) => row.journey },
  { header: 'Stage', value: (row) => row.reviewStage },
  { header: 'Submitted at (IST)', value: (row) => businessDateTime(row.submittedAt) },
];

const MEMBER_COLUMNS: CsvColumn<MemberListRow>[] = [
  { header: 'Member number', value: (row) => row.memberNumber },
  ...personColumns(),
  { header: 'Expires on', value: (row) => row.expiresOn },
  { header: 'Status', value: (row) => row.status },
  { header: 'Manual', value: (row) => row.manual },
  { header: 'Documents link', value: (row) => row.documentsLink },
];

const PAYMENT_COLUMNS: CsvColumn<PaymentExportRow>[] = [
  { header: 'Payment id', value: (row) => row.providerPaymentId },
  { header: 'Paid at (IST)', value: (row) => businessDateTime(row.paidAt) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Order number', value: (row) => row.orderNumber },
  { header: 'Invoice number', value: (row) => row.invoiceNumber },
  { header: 'Purpose', value: (row) => row.purpose },
  { header: 'Provider', value: (row) => row.provider },
  { header: 'Member number', value: (row) => row.memberNumber },
  { header: 'Application number', value: (row) => row.appId },
  { header: 'Name', value: (row) => row.name },
  { header: 'Company', value: (row) => row.companyName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Buyer GSTIN', value: (row) => row.billedGstin },
  {
    header: 'Place of supply',
    value: (row) =>
      row.placeOfSupplyCode
        ? `${row.placeOfSupplyCode}-${row.placeOfSupplyState ?? ''}`
        : row.placeOfSupplyState,
  },
  { header: 'Category', value: (row) => row.categoryName },
  { header: 'Coupon', value: (row) => row.couponCode },
  { header: 'Joining fee', value: (row) => rupeesText(row.joiningFeePaise) },
  { header: 'Discount', value: (row) => rupeesText(row.discountPaise) },
  { header: 'Annual fee', value: (row) => rupeesText(row.annualFeePaise) },
  { header: 'Taxable', value: (row) => rupeesText(row.taxablePaise) },
  { header: 'CGST', value: (row) => rupeesText(row.cgstPaise) },
  { header: 'SGST', value: (row) => rupeesText(row.sgstPaise) },
  { header: 'IGST', value: (row) => rupeesText(row.igstPaise) },
  { header: 'GST', value: (row) => rupeesText(row.gstPaise) },
  { header: 'Order total', value: (row) => rupeesText(row.totalPaise) },
  { header: 'Amount paid', value: (row) => rupeesText(row.amountPaise) },
];

export function createExportsService(
  db: Database,
  now: () => Date,
  batchSize: number = EXPORT_BATCH_SIZE,
) {
  /** The CSV of every row `fetch` reads, a keyset batch at a time. */
  const csvOf = <Row extends { id: number }>(
    columns: CsvColumn<Row>[],
    fetch: (afterId: number, limit: number) => Promise<Row[]>,
  ) => csvChunks(columns, keysetBatches(fetch, batchSize));

  return {
    /** The scope check (a zone manager's zones) runs now, before anything is sent. */
    applications(principal: StaffPrincipal, filters: QueueFilters, mine: boolean) {
      const scope = queueScope(principal, filters, mine);
      return csvOf(APPLICATION_COLUMNS, (afterId, limit) =>
        queueExportBatch(db, filters, scope, afterId, limit),
      );
    },

    members(filters: MemberFilters) {
      const at = now();
      return csvOf(MEMBER_COLUMNS, (afterId, limit) =>
        memberExportBatch(db, filters, at, afterId, limit),
      );
    },

    payments(filters: PaymentFilters) {
      return csvOf(PAYMENT_COLUMNS, (afterId, limit) =>
        paymentExportBatch(db, filters, afterId, limit),
      );
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
