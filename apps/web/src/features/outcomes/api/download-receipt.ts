import { receiptFileName } from '@portico/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../app/api-client';

/**
 * GET /api/order/view/{order}: the receipt PDF, fetched with the token and handed to the browser as
 * 'Receipt-{Unique_id}.pdf' through an object URL and a temporary link. Resolves with the file name.
 */
export async function downloadReceipt(order: string, uniqueId: string): Promise<string> {
  const blob = await apiBlob(`/order/view/${encodeURIComponent(order)}`);
  const fileName = receiptFileName(uniqueId);
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ order, uniqueId }: { order: string; uniqueId: string }) =>
      downloadReceipt(order, uniqueId),
  });
}
