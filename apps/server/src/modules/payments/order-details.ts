// Who may see an order, and what they see of a paid one (GET get_order_details/{ref}, and the widget's
// callback once it has confirmed). An order is seen by the readers of the application it belongs to,
// or by staff for an order of none; someone else's order is answered as an unknown one, so "not
// yours" never says "it exists". `ref` is an order number ('PO-…') or a user id (then the newest paid
// order of that application or its member).
import type { OrderDetails } from '@portico/domain/checkout';
import { paiseToRupees } from '@portico/domain/money';
import { parseRecordId } from '@portico/domain/record-id';
import type { Executor } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors';
import { findPeriodOfOrder } from '../../lib/payment-rows';
import { isStaff, type Principal } from '../auth';
import { findApplication, findMember, findMemberOfApplication } from '../records';
import type { PaymentsCatalog } from './checkout-resolution';
import { findLatestPaidOrder, findOrderByNumber } from './orders.repository';
import type { OrderRow } from './payment-rows';

/** The application if the principal may see it (401/403/404 otherwise). */
export type AuthorizeRead = (
  principal: Principal | null,
  applicationId: number,
) => Promise<unknown>;

/** What showing a paid order reads: its member and period, its category's name, auto-renewal. */
export type OrderDetailsDeps = {
  db: Executor;
  catalog: Pick<PaymentsCatalog, 'findCategory'>;
  /** Whether the member may turn auto-renewal on now (decision 115); absent: never. */
  autoRenewalOffered?: (memberId: number) => Promise<boolean>;
};

/** The application whose readers may see an order (null: nobody but staff). */
export async function ownerOf(db: Executor, order: OrderRow): Promise<number | null> {
  return (
    order.applicationId ??
    (order.memberId === null
      ? null
      : ((await findMember(db, order.memberId))?.applicationId ?? null))
  );
}

/**
 * Whether the principal may see the orders of application `owner` (null: an order of none, which
 * only staff may see). No principal is still a 401: that is not a question of whose it is.
 */
export async function maySee(
  authorize: AuthorizeRead,
  principal: Principal | null,
  owner: number | null,
): Promise<boolean> {
  if (!principal) throw new UnauthorizedError();
  if (owner === null) return isStaff(principal);
  try {
    await authorize(principal, owner);
    return true;
  } catch (error) {
    if (error instanceof ForbiddenError || error instanceof NotFoundError) return false;
    throw error;
  }
}

export async function orderDetailsOf(
  deps: OrderDetailsDeps,
  order: OrderRow,
  memberNumber?: string,
): Promise<OrderDetails> {
  const member =
    memberNumber !== undefined || order.memberId === null
      ? undefined
      : await findMember(deps.db, order.memberId);
  const category = (await deps.catalog.findCategory(order.categoryId))?.name ?? '';
  // The period the payment made; a renewal's order also names the one it buys.
  const period = (await findPeriodOfOrder(deps.db, order.id)) ?? {
    from: order.periodStartsAt,
    to: order.periodEndsAt,
  };
  return {
    unique_order_id: order.uniqueOrderId,
    Unique_id: memberNumber ?? member?.memberNumber ?? '',
    Plan_Name: category,
    type: order.purpose,
    user_id: order.applicationId ?? member?.applicationId ?? 0,
    total: paiseToRupees(order.totalPaise),
    paid_at: order.paidAt?.toISOString() ?? '',
    invoice_number: order.invoiceNumber ?? '',
    period_from: period.from?.toISOString() ?? null,
    period_to: period.to?.toISOString() ?? null,
    auto_renewal_offered:
      order.memberId !== null && deps.autoRenewalOffered
        ? await deps.autoRenewalOffered(order.memberId)
        : false,
  };
}

/** A paid order the principal may see; 404 otherwise (someone else's is "not found" too). */
export async function findPaidOrder(
  { db, authorize }: { db: Executor; authorize: AuthorizeRead },
  principal: Principal | null,
  ref: string,
): Promise<OrderRow> {
  let order: OrderRow | undefined;
  const applicationId = parseRecordId(ref);
  if (applicationId !== null) {
    await authorize(principal, applicationId);
    const application = await findApplication(db, applicationId);
    const member = application ? await findMemberOfApplication(db, application) : undefined;
    order = await findLatestPaidOrder(db, { applicationId, memberId: member?.id ?? null });
  } else {
    // Someone else's order is "not found", exactly as an order number nobody has.
    const found = await findOrderByNumber(db, ref);
    const visible = await maySee(authorize, principal, found ? await ownerOf(db, found) : null);
    order = visible ? found : undefined;
  }
  // A re-billed invoice (decision 083) downloads by its own order number like the invoice it replaced.
  const issued =
    order?.status === 'paid' || (order?.status === 'rebilled' && applicationId === null);
  if (!order || !issued) throw new NotFoundError('No paid order found');
  return order;
}
