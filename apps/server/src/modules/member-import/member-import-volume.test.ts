// A large register in one test: every row created, the same file again changes nothing, then a file
// changing every row updates them all. The 10,000-row figures on PostgreSQL are the bench's
// (bench/import-members.bench.ts).
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getTestDatabase } from '../../../test/support/database';
import { registerCsv, registerRow } from '../../../test/support/member-import-fixtures';
import { members } from '../../db/schema';
import { importMembers } from './import-members';

const ROWS = 1000;

it(`imports ${ROWS} rows at once, the same file again changes nothing, a changed one updates every row`, async () => {
  const { db, reset } = await getTestDatabase();
  await reset();
  const file = Buffer.from(
    registerCsv(Array.from({ length: ROWS }, (_, index) => registerRow(index + 1))),
  );
  const options = {
    fileName: 'register.csv',
    dryRun: false,
    actor: 'test',
    memberNumberPrefix: 'PM-',
  };
  const first = await importMembers(db, file, { ...options, now: new Date() });
  expect(first.problems).toEqual([]);
  expect(first.counts).toEqual({ created: ROWS, updated: 0, unchanged: 0 });
  const second = await importMembers(db, file, { ...options, now: new Date() });
  expect(second.counts).toEqual({ created: 0, updated: 0, unchanged: ROWS });
  const [row] = await db.select({ n: count() }).from(members);
  expect(row?.n).toBe(ROWS + 8);
  const changed = Buffer.from(
    registerCsv(
      Array.from({ length: ROWS }, (_, index) =>
        registerRow(index + 1, { companyName: `Renamed ${index + 1}`, expiresOn: '30-06-2027' }),
      ),
    ),
  );
  const third = await importMembers(db, changed, { ...options, now: new Date() });
  expect(third.counts).toEqual({ created: 0, updated: ROWS, unchanged: 0 });
  const [renamed] = await db.select().from(members).where(eq(members.memberNumber, 'PM-1500'));
  expect(renamed?.companyName).toBe('Renamed 500');
}, 60_000);
