import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberQuery, memberSend } from '../../../app/member/member-query';

const KEY = ['member-card'] as const;

const loadCardContract = async () =>
  (await import('@portico/domain/contracts/cards.contract')).memberCardResponse;

/** GET /api/card: the signed-in member's card and the link its QR carries. */
export const memberCardQuery = memberQuery(KEY, '/card', loadCardContract);

const reissueCard = memberSend('/card/reissue', 'POST', loadCardContract);

/** POST /api/card/reissue: revokes the card (a lost phone) and answers with the new one. */
export function useReissueCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => reissueCard(),
    onSuccess: (card) => client.setQueryData(KEY, card),
  });
}
