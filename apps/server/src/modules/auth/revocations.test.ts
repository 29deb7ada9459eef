import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { revokedTokens } from '../../db/schema';
import { createRevocations, inMemoryRevocations, tableRevocations } from './revocations';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

describe('revocations', () => {
  it("the driver's own list refuses a revoked id at once and lets every other id pass", async () => {
    const revocations = await createRevocations(t.db, t.driver);
    await revocations.revoke('session-a', new Date(Date.now() + HOUR));
    expect(await revocations.isRevoked('session-a')).toBe(true);
    expect(await revocations.isRevoked('session-b')).toBe(false);
    // Stored in the table too: a server started later (or another process) knows it.
    expect(await tableRevocations(t.db).isRevoked('session-a')).toBe(true);
  });

  it('on PGlite, one list per database handle: every app built on it sees the same revocations', async () => {
    const first = await createRevocations(t.db, 'pglite');
    const second = await createRevocations(t.db, 'pglite');
    expect(second).toBe(first);
  });

  it('the in-memory list starts from the live rows and forgets an id once its token has lapsed', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    await t.db.insert(revokedTokens).values([
      { jti: 'live', expiresAt: new Date(now.getTime() + HOUR) },
      { jti: 'lapsed', expiresAt: new Date(now.getTime() - HOUR) },
    ]);
    const revocations = await inMemoryRevocations(t.db, () => now);
    expect(await revocations.isRevoked('live')).toBe(true);
    expect(await revocations.isRevoked('lapsed')).toBe(false);

    await revocations.revoke('later', new Date(now.getTime() + 2 * HOUR));
    expect(await revocations.isRevoked('later')).toBe(true);
    now = new Date(now.getTime() + 3 * HOUR);
    expect(await revocations.isRevoked('later')).toBe(false);
    expect(await revocations.isRevoked('live')).toBe(false);
  });
});
