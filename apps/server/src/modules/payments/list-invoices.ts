// GET invoices/{userId}: every GST document of the member a user id names, newest first, for whoever
// may see that user's orders (the member, or staff): the tax invoices of their registration, upgrades
// and renewals, and the credit notes issued when any of those was refunded.
import type { InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { paiseToRupees } from '@portico/domain/money';
import { findApplication, findMemberOfApplication } from '../records';
import type { Principal } from '../auth';
import type { OrderRow } from './payment-rows';
import { findCreditNotesOfOrders } from '../invoices';
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
  const creditNotes = await findCreditNotesOfOrders(
    deps.db,
    orders.map((order) => order.id),
  );
  const planOf = async (order: OrderRow) =>
    order.categoryName ?? (await deps.catalog.findCategory(order.categoryId))?.name ?? '';
  const invoices = await Promise.all(
    orders.map(async (order) => ({
      kind: 'invoice' as const,
      number: order.invoiceNumber ?? '',
      issued_at: order.paidAt?.toISOString() ?? '',
      credit_note_id: null,
      invoice_number: order.invoiceNumber ?? '',
      unique_order_id: order.uniqueOrderId,
      paid_at: order.paidAt?.toISOString() ?? '',
      type: order.purpose,
      Plan_Name: await planOf(order),
      total: paiseToRupees(order.totalPaise),
    })),
  );
  const byOrder = new Map(invoices.map((invoice, index) => [orders[index]?.id, invoice]));
  const credits = creditNotes.flatMap((note) => {
    const invoice = byOrder.get(note.orderId);
    if (!invoice) return [];
    return [
      {
        ...invoice,
        kind: 'credit_note' as const,
        number: note.number,
        issued_at: note.issuedAt.toISOString(),
        credit_note_id: note.id,
        invoice_number: note.invoiceNumber,
        total: paiseToRupees(note.totalPaise),
      },
    ];
  });
  // Newest first: a credit note comes before the invoice it corrects.
  return [...invoices, ...credits].sort(
    (a, b) => Date.parse(b.issued_at) - Date.parse(a.issued_at) || kindOrder(a) - kindOrder(b),
  );
}

const kindOrder = (document: InvoiceSummary) => (document.kind === 'credit_note' ? 0 : 1);
