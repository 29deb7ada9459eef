import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { membershipCategories } from '../../db/schema';
import { requireRow } from '../../lib/require-row';
import { insertRow } from '../../lib/insert-row';
import { lockedRow } from '../../lib/first-row';

export type CategoryRow = typeof membershipCategories.$inferSelect;
export type CategoryValues = Omit<
  typeof membershipCategories.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

export function findCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(membershipCategories).orderBy(asc(membershipCategories.rank));
}

export async function lockCategory(tx: Executor, id: number): Promise<CategoryRow | undefined> {
  return lockedRow(tx, membershipCategories, eq(membershipCategories.id, id));
}

/** Another category already using this name (any case) or this rank. */
export async function findCategoryClash(
  db: Executor,
  values: { name?: string | undefined; rank?: number | undefined },
  exceptId?: number,
): Promise<{ name: boolean; rank: boolean }> {
  if (values.name === undefined && values.rank === undefined) return { name: false, rank: false };
  const name = values.name?.toLowerCase();
  const rows = await db
    .select({ name: membershipCategories.name, rank: membershipCategories.rank })
    .from(membershipCategories)
    .where(
      and(
        exceptId === undefined ? undefined : ne(membershipCategories.id, exceptId),
        or(
          name === undefined ? undefined : sql`lower(${membershipCategories.name}) = ${name}`,
          values.rank === undefined ? undefined : eq(membershipCategories.rank, values.rank),
        ),
      ),
    );
  return {
    name: rows.some((row) => row.name.toLowerCase() === name),
    rank: rows.some((row) => row.rank === values.rank),
  };
}

export async function insertCategory(tx: Executor, values: CategoryValues): Promise<CategoryRow> {
  return insertRow(tx, membershipCategories, values);
}

export async function updateCategory(
  tx: Executor,
  id: number,
  values: Partial<CategoryValues>,
): Promise<CategoryRow> {
  return requireRow(
    await tx
      .update(membershipCategories)
      .set(values)
      .where(eq(membershipCategories.id, id))
      .returning(),
    `membership category ${id} vanished during its update`,
  );
}
