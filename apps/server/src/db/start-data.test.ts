// What a start puts into an empty database: in production the reference data alone (zones and
// states), never the demo; in development the demo data of today's zero-setup `npm start`.
import { count, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type EmptyDatabase } from '../../test/support/empty-database';
import type { Executor } from './client';
import { coupons, members, membershipCategories, orders, staff, states, zones } from './schema';
import { seedOnStart } from './start-data';

let database: EmptyDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const COUNTED = {
  zones,
  states,
  categories: membershipCategories,
  staff,
  members,
  orders,
  coupons,
} as const;

async function counted(db: Executor): Promise<Record<keyof typeof COUNTED, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof COUNTED, number>;
}

describe('seedOnStart', () => {
  it('gives a production start on an empty database zones and states, and nothing demo', async () => {
    database = await openEmptyDatabase();
    expect(await seedOnStart(database.db, { production: true })).toEqual({
      referenceData: true,
      demoData: false,
      categories: 0,
      activeAdmins: 0,
    });
    expect(await counted(database.db)).toEqual({
      zones: 4,
      states: 36,
      categories: 0,
      staff: 0,
      members: 0,
      orders: 0,
      coupons: 0,
    });
    expect(
      await database.db.select().from(staff).where(like(staff.email, '%@example.com')),
    ).toEqual([]);

    // The next start finds them and inserts nothing.
    expect(await seedOnStart(database.db, { production: true })).toMatchObject({
      referenceData: false,
      demoData: false,
    });
    expect((await counted(database.db)).states).toBe(36);
  });

  it('gives a development start on an empty database the demo data', async () => {
    database = await openEmptyDatabase();
    expect(await seedOnStart(database.db, { production: false })).toEqual({
      referenceData: true,
      demoData: true,
      categories: 4,
      activeAdmins: 1,
    });
    expect(await counted(database.db)).toMatchObject({
      zones: 4,
      states: 36,
      categories: 4,
      staff: 9,
      members: 8,
      coupons: 2,
    });
    expect(await seedOnStart(database.db, { production: false })).toMatchObject({
      referenceData: false,
      demoData: false,
    });
  });
});
