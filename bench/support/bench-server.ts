// The server under test in a process of its own (started by startBenchServer in ./server.ts), so the
// load generator does not share its event loop: the real app (buildApp) on the database the
// environment names, seeded, plus the bench-only baseline routes of ./routes.ts. It reports its port
// over IPC and, asked to stop, closes the app, waits for every started handler to finish, and only
// then closes the database (no query on an ended pool).
import { tracingChannel } from 'node:diagnostics_channel';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import {
  applications,
  members,
  membershipCategories,
  membershipPeriods,
  oneTimeCodes,
  orders,
  payments,
  planHistory,
  states,
  teamPeople,
} from '../../apps/server/src/db/schema';
import { isSandboxProvider } from '../../apps/server/src/adapters/payments/sandbox-provider';
import { insertApplication } from '../../apps/server/src/modules/records/applications.repository';
import { hashCode } from '../../apps/server/src/modules/verification/code.service';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import {
  BARE_MEMBER_PK_ROUTE,
  BARE_PK_ROUTE,
  BARE_ROUTE,
  BENCH_LOGIN_CODE,
  BENCH_LOGIN_CODES_ROUTE,
  BENCH_MEMBER_ROUTE,
  type BenchMember,
  BENCH_APPROVED_ROUTE,
  BENCH_INTEGRITY_ROUTE,
  BENCH_SANDBOX_PAY_ROUTE,
  type ApprovedApplication,
  type PaymentIntegrity,
} from './routes';

export type BenchServerMessage =
  | { type: 'ready'; port: number; driver: 'pglite' | 'postgres' }
  | { type: 'stopped'; unfinishedHandlers: number };

// Route handlers still running, from Fastify's own diagnostics channel: `end` for a synchronous
// handler, `asyncEnd` once an async one has settled (also when its client went away meanwhile).
let runningHandlers = 0;
tracingChannel<unknown, { async?: boolean }>('fastify.request.handler').subscribe({
  start: () => {
    runningHandlers += 1;
  },
  end: (store) => {
    if (!store.async) runningHandlers -= 1;
  },
  asyncStart: () => undefined,
  asyncEnd: () => {
    runningHandlers -= 1;
  },
  error: () => undefined,
});

async function handlersFinished(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (runningHandlers > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const send = (message: BenchServerMessage) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(message, () => resolve());
    else resolve();
  });

// Production code paths (no dev routes, redacted outbox) on the sandbox provider and the demo data,
// which a real production start refuses.
const config = loadConfig(process.env, { refuseUnsafeProduction: false });
const database = await openDatabase(config);
await seedIfEmpty(database.db);
const app = await buildApp({ config, db: database.db, driver: database.driver });
app.get(BARE_ROUTE, async () => ({ success: true, data: 'constant' }));
app.get<{ Params: { id: string } }>(BARE_PK_ROUTE, async (request) => {
  const [row] = await database.db
    .select()
    .from(applications)
    .where(eq(applications.id, Number(request.params.id)));
  return { success: true, data: row ?? null };
});
// The payments benchmark: applications approved for payment, the sandbox widget (the dev hook is
// absent in production) and a count of what the payments wrote.
app.post<{ Body: { count: number; offset: number } }>(BENCH_APPROVED_ROUTE, async (request) => {
  const [gold] = await database.db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.name, 'Gold'));
  const [state] = await database.db.select().from(states).where(eq(states.name, 'Karnataka'));
  if (!gold || !state) throw new Error('seed data missing');
  const created: ApprovedApplication[] = [];
  for (let index = 0; index < request.body.count; index += 1) {
    const n = request.body.offset + index;
    const email = `bench.payer.${n}@example.com`;
    const mobile = `96${String(n).padStart(8, '0')}`;
    const application = await insertApplication(database.db, {
      categoryId: gold.id,
      journey: 'new',
      name: `Bench Payer ${n}`,
      email,
      emailVerified: true,
      mobileNumber: mobile,
      mobileVerified: true,
      primaryNumber: mobile,
      zone: 'south',
      stateId: state.id,
      companyName: `Bench Events ${n}`,
      isDraft: false,
      steps: 4,
    });
    await database.db.insert(planHistory).values({
      applicationId: application.id,
      categoryId: gold.id,
      historyType: 'new',
      appFilled: true,
      approvalZm: 'approved',
      approvalAccounts: 'approved',
      referenceCheck1: 'approved',
      referenceCheck2: 'approved',
      approvalGoverning1: 'approved',
      approvalGoverning2: 'approved',
      reviewStage: 'approved',
    });
    created.push({ id: application.id, email, mobile });
  }
  return created;
});
app.post<{ Body: { order_id: string } }>(BENCH_SANDBOX_PAY_ROUTE, async (request) => {
  const provider = app.payments.provider;
  if (!isSandboxProvider(provider)) throw new Error('the bench pays in the sandbox');
  const result = provider.pay({ providerOrderId: request.body.order_id, card: '4111111111111111' });
  return {
    response: result.response,
    webhook: { headers: result.webhook.headers, body: result.webhook.rawBody.toString('base64') },
  };
});
app.get(BENCH_INTEGRITY_ROUTE, async (): Promise<PaymentIntegrity> => {
  const db = database.db;
  const [captured] = await db
    .select({ payments: count(), orders: countDistinct(payments.orderId) })
    .from(payments)
    .where(eq(payments.status, 'captured'));
  const [paid] = await db
    .select({ orders: count(), histories: countDistinct(orders.planHistoryId) })
    .from(orders)
    .where(eq(orders.status, 'paid'));
  const [memberRows] = await db
    .select({ members: count() })
    .from(members)
    .where(sql`${members.email} like 'bench.payer.%'`);
  const [invoices] = await db
    .select({ distinct: countDistinct(orders.invoiceNumber) })
    .from(orders)
    .where(eq(orders.status, 'paid'));
  return {
    capturedPayments: captured?.payments ?? 0,
    ordersWithCapturedPayment: captured?.orders ?? 0,
    paidOrders: paid?.orders ?? 0,
    paidPlanHistories: paid?.histories ?? 0,
    benchMembers: memberRows?.members ?? 0,
    distinctInvoiceNumbers: invoices?.distinct ?? 0,
  };
});

// The member-area benchmark: a bare read of a member row, a seeded member's ids, and members with
// a live login code each (stored hashed like the code service's, so POST /api/login checks it).
app.get<{ Params: { id: string } }>(BARE_MEMBER_PK_ROUTE, async (request) => {
  const [row] = await database.db
    .select()
    .from(members)
    .where(eq(members.id, Number(request.params.id)));
  return { success: true, data: row ?? null };
});
app.get<{ Querystring: { email: string } }>(BENCH_MEMBER_ROUTE, async (request) => {
  const [row] = await database.db
    .select()
    .from(members)
    .where(eq(members.email, request.query.email));
  if (!row?.applicationId) throw new Error(`no member ${request.query.email}`);
  return { memberId: row.id, userId: row.applicationId } satisfies BenchMember;
});
app.post<{ Body: { count: number; offset: number } }>(BENCH_LOGIN_CODES_ROUTE, async (request) => {
  const [gold] = await database.db
    .select()
    .from(membershipCategories)
    .where(eq(membershipCategories.name, 'Gold'));
  if (!gold) throw new Error('seed data missing');
  const emails: string[] = [];
  const now = new Date();
  for (let index = 0; index < request.body.count; index += 1) {
    const n = request.body.offset + index;
    const email = `bench.member.${n}@example.com`;
    const mobile = `95${String(n).padStart(8, '0')}`;
    const [member] = await database.db
      .insert(members)
      .values({
        memberNumber: `PB-${n}`,
        email,
        mobileNumber: mobile,
        name: `Bench Member ${n}`,
        companyName: `Bench Co ${n}`,
        categoryId: gold.id,
      })
      .returning({ id: members.id });
    await database.db.insert(membershipPeriods).values({
      memberId: member!.id,
      categoryId: gold.id,
      startsAt: new Date(now.getTime() - 100 * 86_400_000),
      endsAt: new Date(now.getTime() + 265 * 86_400_000),
    });
    // Its account holder, as migration 0054 gave every member and a member's first sign-in gives a
    // newer one (once): the mixed load measures a member's usual sign-in, not a first one each time.
    await database.db.insert(teamPeople).values({
      memberId: member!.id,
      name: `Bench Member ${n}`,
      email,
      mobile,
      role: 'admin',
      status: 'active',
      holder: true,
      activatedAt: now,
    });
    await database.db.insert(oneTimeCodes).values({
      channel: 'email',
      address: email,
      purpose: 'login',
      codeHash: hashCode(config.appSecret, 'login', email, BENCH_LOGIN_CODE),
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    emails.push(email);
  }
  return emails;
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
await send({
  type: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
  driver: database.driver,
});

let stopping: Promise<void> | undefined;
function stop(): Promise<void> {
  stopping ??= (async () => {
    await app.close();
    await handlersFinished(10_000);
    const unfinishedHandlers = runningHandlers;
    await database.close();
    await send({ type: 'stopped', unfinishedHandlers });
    process.exit(0);
  })();
  return stopping;
}
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
// The bench process went away (killed, crashed): do not outlive it.
process.on('disconnect', () => void stop());
