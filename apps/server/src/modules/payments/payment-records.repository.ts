// SQL of a payment's confirmation, its hot path: the status of a provider payment seen before, what
// confirming one starts from (order, earlier outcome, paying and billed application in one statement),
// a payment row, the locks the confirmation takes and its last statement, which numbers the invoice,
// records the captured payment and marks the order paid. The context reads the order's applications,
// member and the association's settings itself: one statement on the hot path of every confirmation.
// The locks and the settlement run in the confirming transaction; every statement is built once.
// (Failed payments are payment-failures.repository.ts.)
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { applications, orders, payments } from '../../db/schema';
import { statement } from '../../db/statement';
import {
  associationSettingsOfJson,
  savedAssociationSettings,
  type AssociationSettingsRow,
} from '../settings';
import { lockApplicationRow, planHistoryCancelledSql, planHistoryPaidSql } from '../records';
import type { ApplicationRow, OrderRow, PaymentRow } from './payment-rows';

const paymentStatusStatement = statement<{
  status: PaymentRow['status'];
  refund_reason: PaymentRow['refundReason'];
}>(
  'payments_status_by_provider_payment',
  sql`select ${payments.status}, ${payments.refundReason} from ${payments}
    where ${payments.providerPaymentId} = ${sql.placeholder('providerPaymentId')}`,
);

/** The status (and refund reason) of a payment already recorded under this provider id, if any. */
export async function findPaymentStatus(
  db: Executor,
  providerPaymentId: string,
): Promise<Pick<PaymentRow, 'status' | 'refundReason'> | undefined> {
  const [row] = await paymentStatusStatement(db, { providerPaymentId });
  return row ? { status: row.status, refundReason: row.refund_reason } : undefined;
}

const paymentContext = statement<{
  order: unknown;
  seen: string | null;
  seen_refund_reason: string | null;
  application: unknown;
  billing: unknown;
  association: unknown;
}>(
  'payments_context',
  sql`select row_to_json(o) as "order", p.status as seen, p.refund_reason as seen_refund_reason,
      (select row_to_json(a) from applications a where a.id = o.application_id) as application,
      (select row_to_json(b) from members m join applications b on b.id = m.application_id
        where m.id = o.member_id and o.purpose in ('renew', 'revive_renew')
          and b.id is distinct from o.application_id) as billing,
      ${savedAssociationSettings} as association
    from orders o left join payments p
      on p.provider_payment_id = ${sql.placeholder('providerPaymentId')}
    where o.provider_order_id = ${sql.placeholder('providerOrderId')}`,
);

/** What confirming a payment starts from, read in one statement (no lock: see the confirmation). */
export type PaymentContext = {
  order: OrderRow;
  /** The status of this payment if it was recorded already (and why, if it is refund_due). */
  seen: PaymentRow['status'] | null;
  seenRefundReason: PaymentRow['refundReason'];
  /** The application that pays (a new member is made of it). */
  application: ApplicationRow | null;
  /**
   * Renewals paid through a member's earlier user id: the member's current application (an upgrade
   * moved their details there). Null when it is `application` itself.
   */
  billing: ApplicationRow | null;
  /** The association's saved settings as this statement read them (absent until saved). */
  associationSettings: AssociationSettingsRow | undefined;
};

export async function findPaymentContext(
  db: Executor,
  providerOrderId: string,
  providerPaymentId: string,
): Promise<PaymentContext | undefined> {
  const [row] = await paymentContext(db, { providerOrderId, providerPaymentId });
  if (!row) return undefined;
  return {
    order: rowFromJson(orders, row.order),
    seen: (row.seen as PaymentRow['status'] | null) ?? null,
    seenRefundReason: (row.seen_refund_reason as PaymentRow['refundReason']) ?? null,
    application: row.application ? rowFromJson(applications, row.application) : null,
    billing: row.billing ? rowFromJson(applications, row.billing) : null,
    associationSettings: associationSettingsOfJson(row.association),
  };
}

const insertPaymentStatement = statement(
  'payments_insert_payment',
  sql`insert into payments (order_id, provider_payment_id, amount_paise, status, refund_reason, raw)
    values (${sql.placeholder('orderId')}::integer, ${sql.placeholder('providerPaymentId')}::text,
      ${sql.placeholder('amountPaise')}::bigint, ${sql.placeholder('status')}::text,
      ${sql.placeholder('refundReason')}::text, ${sql.placeholder('raw')}::jsonb)`,
);

export async function recordPayment(
  tx: Executor,
  values: {
    orderId: number;
    providerPaymentId: string;
    amountPaise: number;
    status: PaymentRow['status'];
    refundReason: PaymentRow['refundReason'];
    raw: Record<string, unknown>;
  },
): Promise<void> {
  await insertPaymentStatement(tx, { ...values, raw: JSON.stringify(values.raw) });
}

// ── The confirmation's locks and settlement ─────────────────────────────────────────────────────

const lockForConfirmation = statement<{
  order: unknown;
  history_paid: boolean | null;
  history_cancelled: boolean | null;
}>(
  'payments_lock_for_confirmation',
  sql`select row_to_json(o) as "order", ${planHistoryPaidSql('h')} as history_paid,
      ${planHistoryCancelledSql('h')} as history_cancelled
    from orders o join plan_history h on h.id = o.plan_history_id
    where o.id = ${sql.placeholder('orderId')} for update of o, h`,
);
const lockOrderOnly = statement<{ order: unknown }>(
  'payments_lock_order',
  sql`select row_to_json(o) as "order" from orders o
    where o.id = ${sql.placeholder('orderId')} for update`,
);

/**
 * Locks the order and its plan history for the confirmation, telling whether that history is paid
 * (by this order or another) or cancelled. The paying application is locked first, in the order
 * the review pipeline takes them (application, plan history, then orders when a cancel voids them),
 * so a payment and a cancel wait for each other instead of deadlocking. The rows read are the
 * versions committed by whoever held the locks before (PostgreSQL re-reads a row it waited for);
 * anything else that transaction wrote needs a later statement to be seen.
 */
export async function lockOrderForConfirmation(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'planHistoryId' | 'applicationId'>,
): Promise<{ order: OrderRow; historyPaid: boolean; historyCancelled: boolean } | undefined> {
  if (order.applicationId !== null) {
    await lockApplicationRow(tx, order.applicationId);
  }
  if (order.planHistoryId === null) {
    const [row] = await lockOrderOnly(tx, { orderId: order.id });
    return row
      ? { order: rowFromJson(orders, row.order), historyPaid: false, historyCancelled: false }
      : undefined;
  }
  const [row] = await lockForConfirmation(tx, { orderId: order.id });
  return row
    ? {
        order: rowFromJson(orders, row.order),
        historyPaid: row.history_paid === true,
        historyCancelled: row.history_cancelled === true,
      }
    : undefined;
}

const settlePaidOrderStatement = statement<{
  invoice_number: string;
  category_name: string | null;
  coupon_code: string | null;
}>(
  'payments_settle_paid_order',
  sql`with seq as (
      insert into invoice_series (financial_year, last_number)
      values (${sql.placeholder('financialYear')}::text, 1)
      on conflict (financial_year) do update set last_number = invoice_series.last_number + 1
      returning last_number::text as n
    ), numbered as (
      select ${sql.placeholder('invoiceHead')}::text ||
        case when length(n) >= ${sql.placeholder('digits')}::integer then n
          else lpad(n, ${sql.placeholder('digits')}::integer, '0') end as invoice_number
      from seq
    ), payment as (
      insert into payments (order_id, provider_payment_id, amount_paise, status, raw)
      values (${sql.placeholder('id')}::integer, ${sql.placeholder('providerPaymentId')}::text,
        ${sql.placeholder('amountPaise')}::bigint, 'captured', ${sql.placeholder('raw')}::jsonb)
    ), paid as (
      update orders set status = 'paid', paid_at = ${sql.placeholder('paidAt')}::timestamptz,
        member_id = ${sql.placeholder('memberId')}::integer,
        invoice_number = (select invoice_number from numbered),
        billed_name = ${sql.placeholder('billedName')}::text,
        billed_company = ${sql.placeholder('billedCompany')}::text,
        billed_gstin = ${sql.placeholder('billedGstin')}::text,
        billed_address = ${sql.placeholder('billedAddress')}::text,
        billed_city = ${sql.placeholder('billedCity')}::text,
        billed_pin = ${sql.placeholder('billedPin')}::text,
        category_name = (select c.name from membership_categories c where c.id = orders.category_id),
        coupon_code = (select upper(k.code) from coupons k where k.id = orders.coupon_id),
        place_of_supply_state = ${sql.placeholder('placeOfSupplyState')}::text,
        place_of_supply_code = ${sql.placeholder('placeOfSupplyCode')}::text,
        cgst_paise = ${sql.placeholder('cgstPaise')}::bigint,
        sgst_paise = ${sql.placeholder('sgstPaise')}::bigint,
        igst_paise = ${sql.placeholder('igstPaise')}::bigint
      where id = ${sql.placeholder('id')}::integer
      returning invoice_number, category_name, coupon_code
    )
    select invoice_number, category_name, coupon_code from paid`,
);

/**
 * The last statement of a confirmation: the invoice number drawn from its financial year's series
 * (a row held until commit, so the series has no gaps), the captured payment recorded, the order
 * marked paid with its billed party, category and coupon as named now, place of supply and tax
 * split (what its invoice prints, for good). Returns what the statement numbered and named; the
 * caller records the audit entry in the same transaction.
 */
export async function settlePaidOrder(
  tx: Executor,
  id: number,
  values: {
    financialYear: string;
    /** What precedes the sequence, e.g. 'PT/2627/', and the digits it is padded to. */
    invoiceHead: string;
    digits: number;
    payment: { providerPaymentId: string; amountPaise: number; raw: Record<string, unknown> };
    paidAt: Date;
    memberId: number;
    billedName: string;
    billedCompany: string;
    billedGstin: string | null;
    billedAddress: string | null;
    billedCity: string | null;
    billedPin: string | null;
    placeOfSupplyState: string;
    placeOfSupplyCode: string;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  },
): Promise<Pick<OrderRow, 'invoiceNumber' | 'categoryName' | 'couponCode'>> {
  const { payment, ...rest } = values;
  const [row] = await settlePaidOrderStatement(tx, {
    ...rest,
    id,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    raw: JSON.stringify(payment.raw),
    paidAt: values.paidAt.toISOString(),
  });
  if (!row) throw new Error(`order ${id} vanished while paid`);
  return {
    invoiceNumber: row.invoice_number,
    categoryName: row.category_name,
    couponCode: row.coupon_code,
  };
}

/**
 * The next invoice number of a financial year's series, on its own (an invoice issued again for a
 * supply already paid, decision 083): the same series row as a payment's, held until commit.
 */
export async function nextInvoiceNumber(
  tx: Executor,
  values: { financialYear: string; invoiceHead: string; digits: number },
): Promise<string> {
  const [row] = resultRows<{ n: number | string }>(
    await tx.execute(sql`insert into invoice_series (financial_year, last_number)
      values (${values.financialYear}, 1)
      on conflict (financial_year) do update set last_number = invoice_series.last_number + 1
      returning last_number as n`),
  );
  if (!row) throw new Error('invoice series not advanced');
  return `${values.invoiceHead}${String(row.n).padStart(values.digits, '0')}`;
}
