// The migration that made every member's own person their account holder (decision 110): run again
// on the demo members (the test database is migrated before it is seeded, so its run found none:
// the empty-database case), it gives each member exactly one holder, an active admin with the
// member's email and mobile, and a second run adds nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { members, teamPeople } from '../../db/schema';

const t = useTestApp();

function holderStatement(): string {
  const dir = t.config.migrationsDir;
  const file = readdirSync(dir).find((name) => /^\d{4}_company_team\.sql$/.test(name));
  if (!file) throw new Error('no company_team migration');
  const statements = readFileSync(join(dir, file), 'utf8').split('--> statement-breakpoint');
  const insert = statements.find((text) => text.includes('INSERT INTO "team_people"'));
  if (!insert) throw new Error('the migration makes no holders');
  return insert;
}

describe('the company team migration', () => {
  it('makes each existing member’s person the account holder, once', async () => {
    await t.db.delete(teamPeople);
    await t.db.execute(sql.raw(holderStatement()));
    await t.db.execute(sql.raw(holderStatement()));
    const everyone = await t.db.select().from(members);
    const holders = await t.db.select().from(teamPeople);
    expect(everyone.length).toBeGreaterThan(0);
    expect(holders).toHaveLength(everyone.filter((m) => m.erasedAt === null).length);
    for (const member of everyone.filter((m) => m.erasedAt === null)) {
      const mine = holders.filter((row) => row.memberId === member.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        holder: true,
        role: 'admin',
        status: 'active',
        name: member.name,
        email: member.email.toLowerCase(),
      });
    }
  });
});
