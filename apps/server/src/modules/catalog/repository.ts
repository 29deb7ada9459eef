import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipCategories, states, type ZoneCode } from '../../db/schema';

export type CategoryRow = typeof membershipCategories.$inferSelect;
export type StateRow = { id: number; name: string };

export function findAllCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(membershipCategories).orderBy(asc(membershipCategories.rank));
}

export function findStatesOfZone(db: Executor, zone: ZoneCode): Promise<StateRow[]> {
  return db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(eq(states.zone, zone))
    .orderBy(asc(states.name));
}
