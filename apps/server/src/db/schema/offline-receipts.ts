// Money received by hand towards an order (issue #28, decision 081): each cheque, transfer, UPI or
// cash receipt with its date and reference, the TDS its payer deducted (tracked until the TDS
// certificate is recorded) and bank charges written off. An order is paid when its receipts settle
// its total; until then it stays open with the balance due.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { OFFLINE_PAYMENT_METHOD_VALUES } from '@portico/domain/contracts/values';
import { TDS_SECTION_VALUES, type TdsSection } from '@portico/domain/offline-payment';
import { at, createdAt, id, inList, paise, requiredRef } from './columns';
import { orders } from './payments';
import { staff } from './staff';
import type { OfflinePaymentMethod } from './value-sets';

export const offlineReceipts = pgTable(
  'offline_receipts',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    /** The money that arrived. */
    amountPaise: paise('amount_paise').notNull(),
    method: text('method').$type<OfflinePaymentMethod>().notNull(),
    /** Cheque number, UTR or UPI reference, as the bank statement shows it. */
    reference: text('reference').notNull(),
    bank: text('bank'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    recordedBy: requiredRef('recorded_by', () => staff.id),
    /** TDS the payer deducted from this payment, on the value before GST; 0 when none. */
    tdsPaise: paise('tds_paise').notNull().default(0),
    tdsSection: text('tds_section').$type<TdsSection>(),
    tdsRateBasisPoints: integer('tds_rate_basis_points'),
    /** The TDS certificate (Form 16A) once it came; until then the TDS is awaited. */
    tdsCertificateNumber: text('tds_certificate_number'),
    tdsCertificateDate: date('tds_certificate_date', { mode: 'string' }),
    tdsCertificateBy: integer('tds_certificate_by').references(() => staff.id),
    tdsCertificateAt: at('tds_certificate_at'),
    /** Bank charges taken from the money and written off by the accounts user who recorded it. */
    writtenOffPaise: paise('written_off_paise').notNull().default(0),
    writeOffReason: text('write_off_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('offline_receipts_order_idx').on(t.orderId),
    index('offline_receipts_tds_awaited_idx')
      .on(t.receivedOn, t.id)
      .where(sql`${t.tdsPaise} > 0 and ${t.tdsCertificateNumber} is null`),
    check('offline_receipts_method_check', inList(t.method, OFFLINE_PAYMENT_METHOD_VALUES)),
    check(
      'offline_receipts_tds_check',
      sql`(${t.tdsPaise} > 0) = (${t.tdsSection} is not null and ${t.tdsRateBasisPoints} is not null) and (${t.tdsSection} is null or ${inList(t.tdsSection, TDS_SECTION_VALUES)})`,
    ),
    check(
      'offline_receipts_write_off_check',
      sql`(${t.writtenOffPaise} > 0) = (${t.writeOffReason} is not null)`,
    ),
    check(
      'offline_receipts_certificate_check',
      sql`${t.tdsCertificateNumber} is null or (${t.tdsPaise} > 0 and ${t.tdsCertificateDate} is not null)`,
    ),
  ],
);
