// Demo data of the API contract, inserted on the first development start of an empty database
// (never in production), by `npm run portico -- seed-demo`, and before every test (the rows are in
// demo-data/). Deterministic except for dates, which are relative to `now` so the member-area cases
// (inside or beyond the renewal window) stay true whenever the seed runs.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client';
import {
  insertDemoApplications,
  insertDemoMembers,
  insertDemoPlanHistory,
  insertDemoProposers,
} from './demo-data/applications';
import { insertDemoListings } from './demo-data/directory';
import { insertDemoOrders } from './demo-data/orders';
import { demoRows } from './demo-data/rows';
import { insertDemoCoupons, insertDemoStaff } from './demo-data/staff-and-coupons';
import { insertReferenceDataIfMissing } from './reference-data';
import { withSeedLock } from './seed-lock';
import { countCategories, insertStandardCategories } from './standard-categories';

export { DEMO_MEMBERS, DEMO_STAFF } from './demo-data/people';

export type SeedResult = { seeded: boolean };

/**
 * Development: inserts the standard categories and the demo data (and the reference data, if
 * missing) when there are no categories yet; otherwise does nothing. Never called in production.
 */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<SeedResult> {
  // Two servers starting together on one PostgreSQL must not both seed.
  return withSeedLock(db, async (tx) => {
    if ((await countCategories(tx)) > 0) return { seeded: false };
    await insertReferenceDataIfMissing(tx);
    await insertDemoData(tx, await insertStandardCategories(tx), now);
    return { seeded: true };
  });
}

async function insertDemoData(
  tx: Executor,
  categoryRows: Awaited<ReturnType<typeof insertStandardCategories>>,
  now: Date,
): Promise<void> {
  const rows = demoRows(categoryRows, now);
  const applicationId = await insertDemoApplications(tx, rows);
  const memberId = await insertDemoMembers(tx, rows, applicationId, now);
  await insertDemoProposers(tx, rows, applicationId, memberId);
  const historyIdByApplication = await insertDemoPlanHistory(tx, rows, applicationId);
  await insertDemoOrders(tx, rows, { applicationId, memberId, historyIdByApplication }, now);
  await insertDemoListings(tx, memberId);
  await insertDemoStaff(tx);
  // New member and order numbers continue after the demo ones.
  await tx.execute(sql`select setval('member_number_seq', ${rows.length}, true)`);
  await tx.execute(sql`select setval('order_number_seq', ${rows.length}, true)`);
  await insertDemoCoupons(tx, now);
}
