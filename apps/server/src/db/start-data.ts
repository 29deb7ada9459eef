// What a server start puts into the database before serving. Production: the reference data alone
// (zones and states), never demo data; categories come from an operator (seed-categories or the back
// office) and the first admin from `create-admin`. Development: today's zero-setup demo data.
import { and, count, eq } from 'drizzle-orm';
import type { Database } from './client';
import { ensureReferenceData } from './reference-data';
import { staff, staffRoles } from './schema';
import { seedIfEmpty } from './seed';
import { countCategories } from './standard-categories';

export type StartData = {
  /** The zones and states were inserted now (an empty database). */
  referenceData: boolean;
  /** The demo data was inserted now (development, empty database). */
  demoData: boolean;
  /** What an operator still has to provide when these are 0. */
  categories: number;
  activeAdmins: number;
};

export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(and(eq(staffRoles.role, 'admin'), eq(staff.active, true)));
  return row?.n ?? 0;
}

export async function seedOnStart(
  db: Database,
  options: { production: boolean },
): Promise<StartData> {
  const demoData = options.production ? false : (await seedIfEmpty(db)).seeded;
  // After the demo seed, which inserts the reference data itself on an empty database.
  const referenceData = (await ensureReferenceData(db)) || demoData;
  return {
    referenceData,
    demoData,
    categories: await countCategories(db),
    activeAdmins: await countActiveAdmins(db),
  };
}
