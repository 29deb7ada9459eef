// The login lookup runs on every member sign-in: PostgreSQL must be able to answer each part of it
// from an index, never by reading a whole table (a cost that grows with the association). With
// sequential scans switched off the planner takes an index wherever one serves; a Seq Scan left in
// the plan is a part no index serves. The check for a person removed from the team read all of
// team_people until team_people_member_idx (migration 0059).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { resultRows } from '../../db/client';
import { loginLookupSql } from './login.repository';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function tablesReadWhole(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(tablesReadWhole)];
}

describe('the login lookup', () => {
  const t = useTestApp();

  for (const channel of ['email', 'sms'] as const) {
    it(`reads no table whole by ${channel} (every part served by an index)`, async (context) => {
      if (t.driver !== 'postgres') context.skip();
      const address = channel === 'email' ? 'someone@example.com' : '9876543210';
      // The test's own address as a literal: EXPLAIN takes no parameters.
      const text = new PgDialect()
        .sqlToQuery(loginLookupSql(channel))
        .sql.replace(/\$\d+/g, `'${address}'`);
      const plans = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql.raw(`explain (format json) ${text}`));
      });
      const [row] = resultRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(plans);
      expect(tablesReadWhole(row?.['QUERY PLAN'][0].Plan ?? { 'Node Type': '?' })).toEqual([]);
    });
  }
});
