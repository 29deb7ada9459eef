// GET invoices/{userId}: every tax invoice of the member a user id names (their registration, upgrades
// and renewals), newest first, for whoever may see that user's orders (the member, or staff).
import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { paiseToRupees } from '@portico/domain/money';
import { findApplication } from '../applications/applications.repository';
import type { Principal } from '../auth/principal';
import { findMemberOfApplication } from '../members/members.repository';
import { findInvoicedOrders } from './orders.repository';
import type { OrdersDeps } from './orders-deps';

export async function listInvoices(
  deps: Pick<OrdersDeps, 'db' | 'catalog' | 'authorize'>,
  principal: Principal | null,
  userId: number,
): Promise<InvoiceSummary[]> {
  // 401 without a principal, 403/404 for a user id that is not the caller's own.
  await deps.authorize(principal, userId);
  const application = await findApplication(deps.db, userId);
  const member = application ? await findMemberOfApplication(deps.db, application) : undefined;
  const orders = await findInvoicedOrders(deps.db, {
    applicationId: userId,
    memberId: member?.id ?? null,
  });
  return Promise.all(
    orders.map(async (order) => ({
      invoice_number: order.invoiceNumber ?? '',
      unique_order_id: order.uniqueOrderId,
      paid_at: order.paidAt?.toISOString() ?? '',
      type: order.purpose,
      Plan_Name:
        order.categoryName ?? (await deps.catalog.findCategory(order.categoryId))?.name ?? '',
      total: paiseToRupees(order.totalPaise),
    })),
  );
}
