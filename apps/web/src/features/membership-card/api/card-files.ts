import { useMutation } from '@tanstack/react-query';
import { apiBlob, apiCall } from '../../../app/api-client';
import { saveFile } from '../../../ui/save-file';

/** GET /api/card/pdf or /api/card/apple-pass: the card as a file, saved by the browser. */
export function useSaveCardFile(kind: 'pdf' | 'apple-pass') {
  return useMutation({
    mutationFn: async (memberNumber: string) => {
      const blob = await apiBlob(`/card/${kind}`);
      const stem = `membership-card${memberNumber ? `-${memberNumber.replace(/[^\w.-]/g, '_')}` : ''}`;
      if (kind === 'pdf') saveFile(blob, `${stem}.pdf`, 'application/pdf');
      else saveFile(blob, `${stem}.pkpass`, 'application/vnd.apple.pkpass');
    },
  });
}

/** GET /api/card/google-wallet, then opens Google's save page with the signed pass. */
export function useSaveToGoogleWallet(open: (url: string) => void) {
  return useMutation({
    mutationFn: async () => {
      const { googleWalletLinkResponse } = await import('@portico/domain/contracts/cards.contract');
      const { data } = await apiCall('/card/google-wallet', googleWalletLinkResponse);
      open(data.url);
    },
  });
}
