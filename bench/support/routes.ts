// Baseline routes that only the bench server registers (bench/support/bench-server.ts), never the
// production app: a constant, and the primary-key read of one applications row.
export const BARE_ROUTE = '/bench/bare';
export const BARE_PK_ROUTE = '/bench/pk/:id';

/** Signs the bench's tokens in the load-generating process and verifies them in the server. */
export const BENCH_APP_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
