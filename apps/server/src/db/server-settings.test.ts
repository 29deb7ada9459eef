// The start-up check reads the server's own setting, on either driver.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { resultRows } from './client';
import { autovacuumIsOn } from './server-settings';
import { sql } from 'drizzle-orm';

describe('autovacuumIsOn', () => {
  const t = useTestApp();

  it('answers what the server says of autovacuum', async () => {
    const [shown] = resultRows<{ autovacuum: string }>(await t.db.execute(sql`show autovacuum`));
    expect(['on', 'off']).toContain(shown?.autovacuum);
    expect(await autovacuumIsOn(t.db)).toBe(shown?.autovacuum === 'on');
  });
});
