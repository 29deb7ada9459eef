// The member-area issue's budgets: `GET /api/plan_status` at ≥ 50% of a bare route doing the same
// primary-key read (of the member's row) on the same driver, in the same server; and `POST /api/login`
// (the code check and the sign-in) at ≥ 500 logins a second on PostgreSQL, 50 clients, each login a
// different member with a live code.
import type { DriverName } from '../apps/server/src/db/client';
import { compare, type Comparison } from './support/autocannon';
import { getJson, postJson } from './support/http';
import {
  BARE_MEMBER_PK_ROUTE,
  BENCH_LOGIN_CODE,
  BENCH_LOGIN_CODES_ROUTE,
  BENCH_MEMBER_ROUTE,
  type BenchMember,
} from './support/routes';
import { startBenchServer } from './support/server';

export const PLAN_STATUS_RATIO_BUDGET = 0.5;
export const LOGINS_PER_SECOND_BUDGET = 500;

export async function benchPlanStatus(driver: DriverName): Promise<Comparison> {
  const server = await startBenchServer(driver);
  try {
    const member = (
      await getJson<BenchMember>(`${server.baseUrl}${BENCH_MEMBER_ROUTE}?email=active@example.com`)
    ).body;
    const token = await server.tokens.sign({ kind: 'member', ...member });
    return await compare(
      `${server.baseUrl}${BARE_MEMBER_PK_ROUTE.replace(':id', String(member.memberId))}`,
      `${server.baseUrl}/api/plan_status/${member.userId}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
  } finally {
    await server.stop();
  }
}

export type LoginThroughput = {
  loginsPerSecond: number;
  logins: number;
  failures: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
};

export async function benchLogins(
  driver: DriverName,
  { clients = 50, members = 12_000 } = {},
): Promise<LoginThroughput> {
  const server = await startBenchServer(driver);
  try {
    const emails: string[] = [];
    for (let offset = 0; offset < members; offset += 1000) {
      const batch = await postJson<string[]>(
        `${server.baseUrl}${BENCH_LOGIN_CODES_ROUTE}`,
        {},
        {
          count: Math.min(1000, members - offset),
          offset,
        },
      );
      emails.push(...batch.body);
    }
    // Warm-up on the first 500 members, then every login counts until the members run out.
    let next = 0;
    let failures = 0;
    const latencies: number[] = [];
    const run = async (until: number, record: boolean) => {
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < until) {
            const email = emails[next];
            next += 1;
            const started = Date.now();
            const answer = await postJson(
              `${server.baseUrl}/api/login`,
              {},
              {
                email_phone: email,
                otp: BENCH_LOGIN_CODE,
              },
            );
            if (answer.status !== 200) failures += 1;
            else if (record) latencies.push(Date.now() - started);
          }
        }),
      );
    };
    await run(500, false);
    const started = Date.now();
    await run(emails.length, true);
    const seconds = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    return {
      loginsPerSecond: latencies.length / seconds,
      logins: latencies.length,
      failures,
      seconds,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
    };
  } finally {
    await server.stop();
  }
}
