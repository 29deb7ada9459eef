// The payment block of an invoice: the provider's payment id and time for a card payment; for money
// received by hand (decision 081) each receipt with its date, amount and reference, the TDS the
// payer deducted and bank charges written off, so the invoice shows how its total was settled.
import { formatInrPaise } from '@portico/domain/currency';
import { formatIndiaDate, formatIndiaDateTime } from '@portico/domain/invoice';
import type { OfflineReceiptPrint, TaxInvoice } from './invoice-types';

const REFERENCE_LABELS: Record<OfflineReceiptPrint['method'], string> = {
  cheque: 'Cheque No.',
  neft_rtgs: 'NEFT/RTGS UTR',
  upi: 'UPI Ref.',
  cash: 'Cash, receipt No.',
};

const rupees = (paise: number) => `₹${formatInrPaise(paise)}${paise % 100 === 0 ? '.00' : ''}`;

/** 'YYYY-MM-DD' as the documents write dates, 'DD-MMM-YYYY' (decision 077). */
function dayOf(isoDay: string): string {
  return formatIndiaDate(new Date(`${isoDay}T12:00:00+05:30`));
}

/** 'Cheque No. 004512, State Bank of India': how the bank statement will name the money. */
export function receiptReference(
  receipt: Pick<OfflineReceiptPrint, 'method' | 'reference' | 'bank'>,
) {
  const parts = [`${REFERENCE_LABELS[receipt.method]} ${receipt.reference}`];
  if (receipt.bank) parts.push(receipt.bank);
  return parts.join(', ');
}

function offlinePairs(receipts: readonly OfflineReceiptPrint[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const receipt of receipts) {
    pairs.push([
      'Received On',
      `${dayOf(receipt.receivedOn)}: ${rupees(receipt.amountPaise)}, ${receiptReference(receipt)}`,
    ]);
    if (receipt.tds) {
      const { section, rateBasisPoints, amountPaise } = receipt.tds;
      pairs.push([
        'TDS Deducted',
        `${rupees(amountPaise)} u/s ${section} @ ${rateBasisPoints / 100}%`,
      ]);
    }
    if (receipt.writtenOffPaise > 0) {
      pairs.push(['Bank Charges', `${rupees(receipt.writtenOffPaise)} written off`]);
    }
  }
  return pairs;
}

export function paymentPairs(invoice: TaxInvoice): Array<[string, string]> {
  const identity: Array<[string, string]> = invoice.offline
    ? offlinePairs(invoice.offline.receipts)
    : [
        invoice.paymentReference
          ? ['Payment Reference', invoice.paymentReference]
          : ['Payment ID', invoice.providerPaymentId],
        ['Paid On', formatIndiaDateTime(invoice.paidAt)],
      ];
  return [['Order ID', invoice.orderId], ...identity, ['Status', 'Paid in full']];
}

/** One line of the receipts' references, for the exports. */
export function offlineReferenceText(offline: TaxInvoice['offline']): string | null {
  if (!offline || offline.receipts.length === 0) return null;
  return offline.receipts
    .map((receipt) => `${receiptReference(receipt)} (${dayOf(receipt.receivedOn)})`)
    .join('; ');
}
