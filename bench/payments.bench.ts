// The checkout issue's budget: on PostgreSQL, 50 concurrent payers, at least 100 confirmed payments
// a second (create_order + the widget + PaymentSuccess), with zero duplicates. After the timed run
// every payment is reported again, by its webhook and by a replayed PaymentSuccess at the same
// moment (as a provider and a reloading browser would), and the database is tallied for duplicates.
import type { PaymentOrder } from '@portico/domain/checkout';
import type { DriverName } from '../apps/server/src/db/client';
import { newSessionId } from '../apps/server/src/modules/auth/tokens';
import { getJson, postJson, postRaw } from './support/http';
import {
  BENCH_APPROVED_ROUTE,
  BENCH_INTEGRITY_ROUTE,
  BENCH_SANDBOX_PAY_ROUTE,
  type ApprovedApplication,
  type PaymentIntegrity,
} from './support/routes';
import { startBenchServer } from './support/server';

export const CONFIRMED_PAYMENTS_PER_SECOND_BUDGET = 100;

export type PaymentThroughput = {
  paymentsPerSecond: number;
  confirmed: number;
  failures: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  integrity: PaymentIntegrity;
  /** Zero when every payment is recorded, activated and invoiced exactly once. */
  duplicates: number;
};

type Envelope<T> = { success: boolean; message?: string; data: T };
type SandboxAnswer = {
  response: Record<string, string>;
  webhook: { headers: Record<string, string>; body: string };
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function benchPayments(
  driver: DriverName,
  { clients = 50, seconds = 10, warmupSeconds = 2, applications = 3000 } = {},
): Promise<PaymentThroughput> {
  const server = await startBenchServer(driver);
  try {
    const url = (path: string) => `${server.baseUrl}${path}`;
    const approved: ApprovedApplication[] = [];
    for (let offset = 0; offset < applications; offset += 500) {
      const batch = await postJson<ApprovedApplication[]>(
        url(BENCH_APPROVED_ROUTE),
        {},
        {
          count: Math.min(500, applications - offset),
          offset,
        },
      );
      approved.push(...batch.body);
    }
    const payers = await Promise.all(
      approved.map(async (application) => ({
        application,
        headers: {
          // In a session, as the payment link issues it (each request checks its revocation).
          authorization: `Bearer ${await server.tokens.sign(
            { kind: 'applicant', emails: [application.email], mobiles: [application.mobile] },
            { sessionId: newSessionId() },
          )}`,
        },
      })),
    );

    const before = (await getJson<PaymentIntegrity>(url(BENCH_INTEGRITY_ROUTE))).body;
    let next = 0;
    let failures = 0;
    const reports: { success: Record<string, unknown>; webhook: SandboxAnswer['webhook'] }[] = [];
    const latencies: number[] = [];
    const measureFrom = Date.now() + warmupSeconds * 1000;
    const deadline = measureFrom + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < deadline) {
          const payer = payers[next];
          next += 1;
          if (!payer) return;
          const started = Date.now();
          try {
            const order = await postJson<Envelope<PaymentOrder>>(
              url('/api/create_order'),
              payer.headers,
              { user_id: payer.application.id, type: 'register' },
            );
            if (order.status !== 200) throw new Error(`create_order ${order.status}`);
            const paid = await postJson<SandboxAnswer>(
              url(BENCH_SANDBOX_PAY_ROUTE),
              {},
              {
                order_id: order.body.data.order_id,
              },
            );
            const [success, webhook] = await Promise.all([
              postJson<Envelope<unknown>>(
                url('/api/PaymentSuccess'),
                {},
                {
                  ...paid.body.response,
                  history_id: order.body.data.history_id,
                  history_type: order.body.data.history_type,
                },
              ),
              postRaw(
                url('/api/payments/webhook'),
                paid.body.webhook.headers,
                Buffer.from(paid.body.webhook.body, 'base64'),
              ),
            ]);
            if (success.status !== 200 || webhook.status !== 200) {
              throw new Error(`PaymentSuccess ${success.status}, webhook ${webhook.status}`);
            }
            const finished = Date.now();
            if (finished >= measureFrom && finished <= deadline) latencies.push(finished - started);
          } catch (error) {
            failures += 1;
            if (failures === 1) console.warn(String(error));
          }
        }
      }),
    );
    latencies.sort((a, b) => a - b);

    // Every payment reported twice more at once: its webhook and a replayed callback.
    let replayFailures = 0;
    for (let index = 0; index < reports.length; index += clients) {
      await Promise.all(
        reports.slice(index, index + clients).map(async (report) => {
          const [webhook, replay] = await Promise.all([
            postRaw(
              url('/api/payments/webhook'),
              report.webhook.headers,
              Buffer.from(report.webhook.body, 'base64'),
            ),
            postJson(url('/api/PaymentSuccess'), {}, report.success),
          ]);
          if (webhook.status !== 200 || replay.status !== 200) replayFailures += 1;
        }),
      );
    }
    const after = (await getJson<PaymentIntegrity>(url(BENCH_INTEGRITY_ROUTE))).body;
    const grew = (key: keyof PaymentIntegrity) => after[key] - before[key];
    // Every paid order: one captured payment, its own plan history, its own invoice number, one member.
    const duplicates =
      Math.abs(grew('capturedPayments') - grew('ordersWithCapturedPayment')) +
      Math.abs(grew('paidOrders') - grew('paidPlanHistories')) +
      Math.abs(grew('paidOrders') - grew('distinctInvoiceNumbers')) +
      Math.abs(grew('benchMembers') - grew('paidOrders'));
    const integrity = after;
    return {
      paymentsPerSecond: latencies.length / seconds,
      confirmed: latencies.length,
      failures: failures + replayFailures,
      seconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      integrity,
      duplicates,
    };
  } finally {
    await server.stop();
  }
}
