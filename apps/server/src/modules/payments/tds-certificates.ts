// TDS deducted from offline payments, tracked until the member's TDS certificate (Form 16A) is
// recorded (decision 081): the accounts list of certificates awaited or recorded, and recording one.
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  TdsCertificateBody,
  TdsItem,
} from '@portico/domain/contracts/tds-certificates.contract';
import { paiseToRupees } from '@portico/domain/money';
import { offlineReceipts, orders } from '../../db/schema';
import type { Executor } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../errors';
import { offsetOf, type PageResult, type Paging } from '../../lib/list-query';
import { recordAudit } from '../audit';
import type { StaffPrincipal } from '../auth';
import { isoDayInIndia } from './offline-payment-checks';
import { recordTdsCertificateRow } from './offline-receipts.repository';
import type { OrdersDeps } from './orders-deps';

export const TDS_MESSAGES = {
  notFound: 'No TDS awaiting a certificate was found for this payment.',
  futureDate: 'The certificate date must be today or in the past.',
} as const;

const columns = {
  id: offlineReceipts.id,
  applicationId: orders.applicationId,
  uniqueOrderId: orders.uniqueOrderId,
  invoiceNumber: orders.invoiceNumber,
  name: sql<string | null>`coalesce(nullif(${orders.billedCompany}, ''), ${orders.billedName},
    (select a.company_name from applications a where a.id = ${orders.applicationId}))`,
  section: offlineReceipts.tdsSection,
  rate: offlineReceipts.tdsRateBasisPoints,
  amount: offlineReceipts.tdsPaise,
  receivedOn: offlineReceipts.receivedOn,
  certificateNumber: offlineReceipts.tdsCertificateNumber,
  certificateDate: offlineReceipts.tdsCertificateDate,
};

type TdsRow = {
  id: number;
  applicationId: number | null;
  uniqueOrderId: string;
  invoiceNumber: string | null;
  name: string | null;
  section: TdsItem['section'] | null;
  rate: number | null;
  amount: number;
  receivedOn: string;
  certificateNumber: string | null;
  certificateDate: string | null;
};

function itemOf(row: TdsRow): TdsItem {
  return {
    id: row.id,
    application_id: row.applicationId,
    unique_order_id: row.uniqueOrderId,
    invoice_number: row.invoiceNumber,
    name: row.name,
    section: row.section ?? '194J',
    rate: (row.rate ?? 0) / 100,
    amount: paiseToRupees(row.amount),
    received_on: row.receivedOn,
    certificate_number: row.certificateNumber,
    certificate_date: row.certificateDate,
  };
}

function statusFilter(status: 'awaited' | 'recorded') {
  return and(
    sql`${offlineReceipts.tdsPaise} > 0`,
    status === 'awaited'
      ? isNull(offlineReceipts.tdsCertificateNumber)
      : isNotNull(offlineReceipts.tdsCertificateNumber),
  );
}

export async function listTds(
  db: Executor,
  query: Paging & { status: 'awaited' | 'recorded' },
): Promise<PageResult<TdsItem>> {
  const where = statusFilter(query.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(offlineReceipts)
      .innerJoin(orders, eq(orders.id, offlineReceipts.orderId))
      .where(where)
      .orderBy(desc(offlineReceipts.receivedOn), desc(offlineReceipts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(offlineReceipts).where(where),
  ]);
  return {
    items: (rows as TdsRow[]).map(itemOf),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function recordTdsCertificate(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  principal: StaffPrincipal,
  receiptId: number,
  body: TdsCertificateBody,
): Promise<TdsItem> {
  if (body.date > isoDayInIndia(deps.now())) {
    throw new BadRequestError(TDS_MESSAGES.futureDate, { date: TDS_MESSAGES.futureDate });
  }
  return deps.db.transaction(async (tx) => {
    const row = await recordTdsCertificateRow(tx, receiptId, {
      number: body.number,
      date: body.date,
      staffId: principal.staffId,
      at: deps.now(),
    });
    if (!row) throw new NotFoundError(TDS_MESSAGES.notFound);
    const [selected] = await tx
      .select(columns)
      .from(offlineReceipts)
      .innerJoin(orders, eq(orders.id, offlineReceipts.orderId))
      .where(eq(offlineReceipts.id, row.id));
    const item = selected as TdsRow | undefined;
    if (!item) throw new NotFoundError(TDS_MESSAGES.notFound);
    // The order by its number, as a payment's own audit entries name it.
    await recordAudit(tx, {
      actor: `staff:${principal.staffId}`,
      action: 'payment.tds_certificate_recorded',
      entity: 'order',
      entityId: item.uniqueOrderId,
      after: {
        receipt: row.id,
        certificate: body.number,
        date: body.date,
        tds_paise: row.tdsPaise,
      },
    });
    return itemOf(item);
  });
}
