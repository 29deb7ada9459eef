import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { resultRows } from './client';
import { members } from './schema';
import { statement } from './statement';

const t = useTestApp();

type Echo = { id: number; text: string; at: string; flag: boolean; doc: unknown; nothing: null };

// Values of every kind a statement takes, echoed back with the types the database gives them.
const echo = statement<Echo>(
  'test_statement_echo',
  sql`select ${sql.placeholder('id')}::integer as id, ${sql.placeholder('text')}::text as text,
    ${sql.placeholder('at')}::timestamptz as at, ${sql.placeholder('flag')}::boolean as flag,
    json_build_object('k', ${sql.placeholder('text')}::text) as doc, null::text as nothing`,
);

const HOSTILE = `O'Brien \\ "x"'); drop table members; --`;

describe('statement', () => {
  const values = { id: 42, text: HOSTILE, at: new Date('2026-11-24T10:00:00Z'), flag: true };

  it('passes every value as data, however it is quoted, and answers in one shape', async () => {
    const [row] = await echo(t.db, values);
    expect(row).toMatchObject({ id: 42, text: HOSTILE, flag: true, doc: { k: HOSTILE } });
    expect(row?.nothing).toBeNull();
    expect(new Date(row?.at ?? '').toISOString()).toBe('2026-11-24T10:00:00.000Z');
    // The members table is still there.
    expect((await t.db.select().from(members)).length).toBeGreaterThan(0);
  });

  it('answers the same on the database handle and inside a transaction', async () => {
    const outside = await echo(t.db, values);
    const inside = await t.db.transaction((tx) => echo(tx, values));
    expect(inside).toEqual(outside);
  });

  it('runs many first calls at once and null for a missing value', async () => {
    const first = statement<{ n: number | null }>(
      'test_statement_concurrent',
      sql`select ${sql.placeholder('n')}::integer as n`,
    );
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => first(t.db, { n })));
    expect(answers.map((rows) => rows[0]?.n)).toEqual([0, 1, 2, 3, 4]);
    expect((await first(t.db, { n: null }))[0]?.n).toBeNull();
  });
});

// Values travel as parameters on both drivers: PGlite runs a plain parameterized query (nothing
// PREPAREd by hand, no value written into the text) and the database itself checks each value.
describe('statement values as parameters', () => {
  it.skipIf(inject('testDatabase').driver !== 'pglite')(
    'prepares nothing by name on PGlite',
    async () => {
      await echo(t.db, { id: 1, text: 'x', at: new Date(), flag: false });
      const prepared = await t.db.execute(
        sql`select statement from pg_prepared_statements where name = 'test_statement_echo'`,
      );
      expect(resultRows(prepared)).toHaveLength(0);
    },
  );

  it('leaves a value the parameter cannot take to the database, which refuses it', async () => {
    const values = { id: Number.NaN, text: 'x', at: new Date(), flag: false };
    await expect(echo(t.db, values)).rejects.toThrow();
  });
});
