// The member's own details (GET /api/my_details): read by "Edit my details", by the renewal's
// documents questions and by the plan status's Renew (whether there are documents to ask about).
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../api-client';

export const MY_DETAILS_KEY = ['my-details'] as const;

export const myDetailsQuery = queryOptions({
  queryKey: MY_DETAILS_KEY,
  queryFn: async ({ signal }) => {
    // The contract (and zod) load with the call: the page starts without them.
    const { myDetailsResponse } = await import('@portico/domain/contracts/my-details.contract');
    return (await apiCall('/my_details', myDetailsResponse, { signal })).data;
  },
  retry: false,
});
