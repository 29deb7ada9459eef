// Baseline routes that only the bench server registers (bench/support/bench-server.ts), never the
// production app: a constant, and the primary-key read of one applications row.
export const BARE_ROUTE = '/bench/bare';
export const BARE_PK_ROUTE = '/bench/pk/:id';

/** Signs the bench's tokens in the load-generating process and verifies them in the server. */
export const BENCH_APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** The payments benchmark's helpers (bench server only): approved applications, the sandbox widget, a tally. */
export const BENCH_APPROVED_ROUTE = '/bench/approved-applications';
export const BENCH_SANDBOX_PAY_ROUTE = '/bench/sandbox-pay';
export const BENCH_INTEGRITY_ROUTE = '/bench/payment-integrity';

export type ApprovedApplication = { id: number; email: string; mobile: string };

export type PaymentIntegrity = {
  capturedPayments: number;
  ordersWithCapturedPayment: number;
  paidOrders: number;
  paidPlanHistories: number;
  benchMembers: number;
  distinctInvoiceNumbers: number;
};

/** The member-area benchmark's helpers (bench server only). */
export const BARE_MEMBER_PK_ROUTE = '/bench/member-pk/:id';
export const BENCH_MEMBER_ROUTE = '/bench/member';
export const BENCH_LOGIN_CODES_ROUTE = '/bench/login-codes';
/** The code every bench login uses (stored hashed, as the code service stores codes). */
export const BENCH_LOGIN_CODE = '4321';

export type BenchMember = { memberId: number; userId: number };
