import { receiptFileName } from '@portico/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';

/**
 * GET /api/order/view/{order}: the receipt PDF, fetched with the token and handed to the browser as
 * 'Receipt-{Unique_id}.pdf'. Resolves with the file name.
 */
export async function downloadReceipt(order: string, uniqueId: string): Promise<string> {
  const blob = await apiBlob(`/order/view/${encodeURIComponent(order)}`);
  const fileName = receiptFileName(uniqueId);
  saveFile(blob, fileName, 'application/pdf');
  return fileName;
}

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ order, uniqueId }: { order: string; uniqueId: string }) =>
      downloadReceipt(order, uniqueId),
  });
}
