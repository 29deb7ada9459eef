/** GET /api/renew_checkout/{user_id}'s path; apart, so the route table names it without the call's code. */
export const renewCheckoutPath = (userId: number) => `/renew_checkout/${userId}`;
