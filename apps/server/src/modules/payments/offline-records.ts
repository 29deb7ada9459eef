// What an offline receipt leaves behind: the settlement its invoice prints (every receipt with its
// date and reference, the TDS deducted, bank charges written off), the payment row's details and
// the staff member's audit entry.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { recordAudit } from '../audit';
import type { StaffPrincipal } from '../auth';
import type { OfflineSettlement } from '../receipts';
import type { Payable } from './checkout-resolution';
import type { OfflinePaymentInput } from './offline-payment-checks';
import type { OfflineReceiptRow } from './offline-receipts.repository';
import type { OrderRow } from './payment-rows';

/** The receipts as the invoice prints them, and one line of references for the exports. */
export function offlineSettlementOf(receipts: readonly OfflineReceiptRow[]): OfflineSettlement {
  return {
    receipts: receipts.map((receipt) => ({
      receivedOn: receipt.receivedOn,
      method: receipt.method,
      reference: receipt.reference,
      bank: receipt.bank,
      amountPaise: receipt.amountPaise,
      tds:
        receipt.tdsSection && receipt.tdsRateBasisPoints !== null
          ? {
              section: receipt.tdsSection,
              rateBasisPoints: receipt.tdsRateBasisPoints,
              amountPaise: receipt.tdsPaise,
            }
          : null,
      writtenOffPaise: receipt.writtenOffPaise,
    })),
  };
}

/** The payment row's details (the last receipt's) once settled, and the audit entry of each. */
export async function recordOfflineDetails(
  tx: Executor,
  principal: StaffPrincipal,
  recorded: { input: OfflinePaymentInput; payable: Payable; order: OrderRow; settled: boolean },
): Promise<void> {
  const { input, payable, order } = recorded;
  if (recorded.settled) {
    await tx
      .update(payments)
      .set({
        offlineMethod: input.method,
        offlineReference: input.reference,
        offlineBank: input.bank,
        receivedOn: input.receivedOn,
        recordedBy: principal.staffId,
      })
      .where(eq(payments.orderId, order.id));
  }
  const ofApplication = payable.type === 'register' || payable.type === 'upgrade';
  await recordAudit(tx, {
    actor: `staff:${principal.staffId}`,
    action: 'payment.offline_recorded',
    entity: ofApplication ? 'application' : 'member',
    entityId: String(
      ofApplication ? payable.application.id : (payable.member?.id ?? payable.application.id),
    ),
    after: {
      order: order.uniqueOrderId,
      purpose: payable.type,
      amount_paise: input.amountPaise,
      method: input.method,
      reference: input.reference,
      bank: input.bank,
      received_on: input.receivedOn,
      tds_paise: input.tds?.amountPaise ?? 0,
      tds_section: input.tds?.section ?? null,
      written_off_paise: input.bankCharges?.amountPaise ?? 0,
      write_off_reason: input.bankCharges?.reason ?? null,
      settled: recorded.settled,
      invoice: order.invoiceNumber,
    },
  });
}
