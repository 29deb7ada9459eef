// GET get_order_details/{ref}: a paid order the principal may see, as the payment outcome page shows
// it. `ref` is an order number ('PO-…') or a user id (then the newest paid order of that application
// or its member).
import type { OrderDetails } from '@portico/domain/checkout';
import { paiseToRupees } from '@portico/domain/money';
import { parseRecordId } from '@portico/domain/record-id';
import { NotFoundError } from '../../errors';
import type { Principal } from '../auth';
import { findApplication, findMember, findMemberOfApplication } from '../records';
import { maySee, ownerOf } from './order-access';
import { findPeriodOfOrder } from './membership.repository';
import { findLatestPaidOrder, findOrderByNumber } from './orders.repository';
import type { OrdersDeps } from './orders-deps';
import type { OrderRow } from './payment-rows';

export async function orderDetailsOf(
  deps: Pick<OrdersDeps, 'db' | 'catalog' | 'autoRenewalOffered'>,
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
  deps: Pick<OrdersDeps, 'db' | 'authorize'>,
  principal: Principal | null,
  ref: string,
): Promise<OrderRow> {
  const { db } = deps;
  let order: OrderRow | undefined;
  const applicationId = parseRecordId(ref);
  if (applicationId !== null) {
    await deps.authorize(principal, applicationId);
    const application = await findApplication(db, applicationId);
    const member = application ? await findMemberOfApplication(db, application) : undefined;
    order = await findLatestPaidOrder(db, { applicationId, memberId: member?.id ?? null });
  } else {
    // Someone else's order is "not found", exactly as an order number nobody has.
    const found = await findOrderByNumber(db, ref);
    const visible = await maySee(deps, principal, found ? await ownerOf(deps, found) : null);
    order = visible ? found : undefined;
  }
  // A re-billed invoice (decision 083) downloads by its own order number like the invoice it replaced.
  const issued =
    order?.status === 'paid' || (order?.status === 'rebilled' && applicationId === null);
  if (!order || !issued) throw new NotFoundError('No paid order found');
  return order;
}
