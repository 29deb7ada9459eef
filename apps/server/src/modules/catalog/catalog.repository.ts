import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipCategories, states, type ZoneCode } from '../../db/schema';
import type { StateRow } from '@portico/domain/contracts/catalog.contract';
import { firstRow } from '../../lib/first-row';

export type CategoryRow = typeof membershipCategories.$inferSelect;
export type { StateRow };
export type ZonedStateRow = StateRow & { zone: ZoneCode };

export function findAllCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(membershipCategories).orderBy(asc(membershipCategories.rank));
}

export async function findCategoryById(db: Executor, id: number): Promise<CategoryRow | undefined> {
  return firstRow(db, membershipCategories, eq(membershipCategories.id, id));
}

/** Every state with its zone, by name (reference data, cached by the catalog service). */
export function findAllStates(db: Executor): Promise<ZonedStateRow[]> {
  return db
    .select({ id: states.id, name: states.name, zone: states.zone })
    .from(states)
    .orderBy(asc(states.name));
}
