import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

const KEY = ['member-card'] as const;

/** GET /api/card: the signed-in member's card and the link its QR carries. */
export const memberCardQuery = queryOptions({
  queryKey: KEY,
  queryFn: async ({ signal }) => {
    // The contract (and zod) load with the call: the page starts without them.
    const { memberCardResponse } = await import('@portico/domain/contracts/cards.contract');
    return (await apiCall('/card', memberCardResponse, { signal })).data;
  },
  retry: false,
});

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
