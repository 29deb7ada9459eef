import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../app/api-client';

/** GET /api/card/verify/:token (public): what the scanned card says, live. */
export function cardVerificationQuery(token: string) {
  return queryOptions({
    queryKey: ['card-verification', token],
    queryFn: async ({ signal }) => {
      const { cardVerificationResponse } = await import('@portico/domain/contracts/cards.contract');
      const path = `/card/verify/${encodeURIComponent(token)}`;
      return (await apiCall(path, cardVerificationResponse, { signal })).data;
    },
    retry: false,
  });
}
