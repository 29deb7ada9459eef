// SQL of payments as recorded: the status of a provider payment seen before, what confirming one
// starts from (order, earlier outcome, paying and billed application in one statement), a payment
// row, and a failed payment merged from the browser's and the webhook's reports. The context reads the
// order's applications, member and the association's settings itself: one statement on the hot path
// of every confirmation.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { applications, orders, paymentFailures, payments } from '../../db/schema';
import { statement } from '../../db/statement';
import {
  associationSettingsOfJson,
  savedAssociationSettings,
  type AssociationSettingsRow,
} from '../settings';
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

/**
 * Records a failed payment once per provider payment id: the browser's report and the webhook's
 * arrive in either order, and the second only fills in what the first did not know (the browser's
 * history id, the webhook's order). A report naming another order than the one on record changes
 * nothing. Without a payment id (a widget error before any payment) each report is its own row.
 */
export async function recordPaymentFailure(
  db: Executor,
  values: typeof paymentFailures.$inferInsert,
): Promise<void> {
  await db
    .insert(paymentFailures)
    .values(values)
    .onConflictDoUpdate({
      target: paymentFailures.providerPaymentId,
      set: {
        orderId: sql`coalesce(${paymentFailures.orderId}, excluded.order_id)`,
        planHistoryId: sql`coalesce(${paymentFailures.planHistoryId}, excluded.plan_history_id)`,
        code: sql`coalesce(${paymentFailures.code}, excluded.code)`,
        description: sql`coalesce(${paymentFailures.description}, excluded.description)`,
        reason: sql`coalesce(${paymentFailures.reason}, excluded.reason)`,
        raw: sql`coalesce(excluded.raw, '{}'::jsonb) || coalesce(${paymentFailures.raw}, '{}'::jsonb)`,
      },
      setWhere: sql`${paymentFailures.orderId} is null or excluded.order_id is null
        or ${paymentFailures.orderId} = excluded.order_id`,
    });
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
