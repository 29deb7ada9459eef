import { invoicesResponse, type InvoiceSummary } from '@portico/domain/contracts/payments.contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, apiCall } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';

/** GET /api/invoices/{userId}: every invoice of the member, newest first. */
export function invoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['invoices', userId] as const,
    queryFn: async ({ signal }) =>
      (await apiCall(`/invoices/${encodeURIComponent(userId)}`, invoicesResponse, { signal })).data,
  });
}

/** 'Invoice-EEMA-2026-27-0001.pdf': the invoice number, as any file system takes it. */
export function invoiceFileName(invoice: Pick<InvoiceSummary, 'invoice_number'>): string {
  return `Invoice-${invoice.invoice_number.replace(/[^\w.-]/g, '-')}.pdf`;
}

/** GET /api/order/view/{order number}: one invoice's PDF, fetched with the token, then saved. */
export async function downloadInvoice(invoice: InvoiceSummary): Promise<void> {
  const blob = await apiBlob(`/order/view/${encodeURIComponent(invoice.unique_order_id)}`);
  saveFile(blob, invoiceFileName(invoice), 'application/pdf');
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
