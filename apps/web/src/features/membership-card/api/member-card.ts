import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';
import { memberQuery } from '../../../app/member/member-query';

const KEY = ['member-card'] as const;

/** GET /api/card: the signed-in member's card and the link its QR carries. */
export const memberCardQuery = memberQuery(
  KEY,
  '/card',
  async () => (await import('@portico/domain/contracts/cards.contract')).memberCardResponse,
);

/** POST /api/card/reissue: revokes the card (a lost phone) and answers with the new one. */
export function useReissueCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { memberCardResponse } = await import('@portico/domain/contracts/cards.contract');
      return (await apiCall('/card/reissue', memberCardResponse, { method: 'POST' })).data;
    },
    onSuccess: (card) => client.setQueryData(KEY, card),
  });
}
