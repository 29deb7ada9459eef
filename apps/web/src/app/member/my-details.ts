// The member's own details (GET /api/my_details): read by "Edit my details", by the renewal's
// documents questions and by the plan status's Renew (whether there are documents to ask about).
import { memberQuery } from './member-query';

export const MY_DETAILS_KEY = ['my-details'] as const;

export const myDetailsQuery = memberQuery(
  MY_DETAILS_KEY,
  '/my_details',
  async () => (await import('@portico/domain/contracts/my-details.contract')).myDetailsResponse,
);
