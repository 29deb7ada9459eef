// What an application owes for a purpose before staff type anything into the payment form
// (decision 081): the checkout's total, or the total of the order a part payment left open, less
// what its receipts settled so far.
import { balanceDuePaise } from '@portico/domain/offline-payment';
import { paiseToRupees } from '@portico/domain/money';
import type { OfflineDue } from '@portico/domain/contracts/refunds.contract';
import type { OrderType } from '@portico/domain/checkout';
import type { StaffPrincipal } from '../auth';
import { payableFor } from './offline-payment-checks';
import { findOpenOfflineOrder, receiptsOfOrder, settledBy } from './offline-receipts.repository';
import type { OrdersDeps } from './orders-deps';

export async function offlineDue(
  deps: OrdersDeps,
  principal: StaffPrincipal,
  input: { applicationId: number; purpose: OrderType; coupon: string | null },
): Promise<OfflineDue> {
  const payable = await payableFor(deps, principal, input);
  const open = await findOpenOfflineOrder(deps.db, payable.application.id, payable.type);
  const figures = open
    ? { total: open.totalPaise, taxable: open.taxablePaise, gst: open.gstPaise }
    : { total: payable.fees.total, taxable: payable.fees.taxable, gst: payable.fees.gst };
  const settled = settledBy(open ? await receiptsOfOrder(deps.db, open.id) : []);
  return {
    total: paiseToRupees(figures.total),
    taxable: paiseToRupees(figures.taxable),
    gst: paiseToRupees(figures.gst),
    received: paiseToRupees(settled.receivedPaise),
    tds: paiseToRupees(settled.tdsPaise),
    written_off: paiseToRupees(settled.writtenOffPaise),
    balance_due: paiseToRupees(balanceDuePaise(figures.total, settled)),
    open_order: open?.uniqueOrderId ?? null,
  };
}
