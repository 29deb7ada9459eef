import { subYears } from 'date-fns';
import type { insertStandardCategories } from '../standard-categories';
import { DEMO_MEMBERS, type CategoryName, type DemoMember } from './people';

export type CategoryRow = Awaited<ReturnType<typeof insertStandardCategories>>[number];

/** One demo member with what every insert reads: its number, expiry, start and category. */
export type DemoRow = {
  member: DemoMember;
  number: number;
  expiry: Date;
  startsAt: Date;
  category: CategoryRow;
};

/** One paid application per member, as if each had joined through the portal a year before expiry. */
export function demoRows(categoryRows: readonly CategoryRow[], now: Date): DemoRow[] {
  const categoryByName = new Map(categoryRows.map((row) => [row.name, row]));
  const category = (name: CategoryName) => {
    const found = categoryByName.get(name);
    if (!found) throw new Error(`seed: unknown category ${name}`);
    return found;
  };
  return DEMO_MEMBERS.map((member, index) => {
    const expiry = member.expiry(now);
    const startsAt = subYears(expiry, 1);
    return { member, number: index + 1, expiry, startsAt, category: category(member.category) };
  });
}

/** A lookup of ids inserted a moment ago, failing loudly on a key that is not there. */
export function idLookup<Key>(
  rows: ReadonlyArray<readonly [Key, number]>,
  missing: (key: Key) => string,
): (key: Key) => number {
  const byKey = new Map(rows);
  return (key) => {
    const id = byKey.get(key);
    if (id === undefined) throw new Error(missing(key));
    return id;
  };
}

export function pad(n: number): string {
  return String(n).padStart(4, '0');
}
