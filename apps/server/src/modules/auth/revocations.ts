// Logout's revocations, checked on every request that presents a revocable token (decision 012).
// On PostgreSQL any number of server processes share the table, so each check reads it (an indexed
// primary-key lookup). PGlite is opened by one process only (its lock file), so the table's live rows
// are read once and every later revocation passes through this module: a set in memory is then the
// whole truth, and a check costs no query on a database that runs each one on the event loop.
import { gt } from 'drizzle-orm';
import type { Database, DriverName } from '../../db/client';
import { revokedTokens } from '../../db/schema';
import { isTokenRevoked, revokeToken } from './auth.repository';

export type Revocations = {
  /**
   * Whether logout ended any of these revocation ids (a session id or a token id; a member's id
   * once their data was erased, decision 045).
   */
  isRevoked(...ids: string[]): Promise<boolean>;
  /** Ends it until `expiresAt`, when the token would lapse anyway. */
  revoke(id: string, expiresAt: Date): Promise<void>;
};

/** The revocation id that ends every token of a member once their data is erased (decision 045). */
export const memberRevocationId = (memberId: number) => `member:${memberId}`;

export function tableRevocations(db: Database): Revocations {
  return {
    isRevoked: (...ids) => isTokenRevoked(db, ...ids),
    revoke: (id, expiresAt) => revokeToken(db, id, expiresAt),
  };
}

/** PGlite's list in memory; `reload` reads the table again (a test that restored the database). */
type InMemoryRevocations = Revocations & { reload(): Promise<void> };

export async function inMemoryRevocations(
  db: Database,
  now: () => Date,
): Promise<InMemoryRevocations> {
  const until = new Map<string, number>();
  async function reload() {
    const live = await db
      .select({ id: revokedTokens.jti, expiresAt: revokedTokens.expiresAt })
      .from(revokedTokens)
      .where(gt(revokedTokens.expiresAt, now()));
    until.clear();
    for (const row of live) until.set(row.id, row.expiresAt.getTime());
  }
  await reload();
  return {
    reload,
    async isRevoked(...ids) {
      return ids.some((id) => {
        const expiresAt = until.get(id);
        if (expiresAt === undefined) return false;
        if (expiresAt > now().getTime()) return true;
        until.delete(id); // lapsed: the token's own expiry refuses it now
        return false;
      });
    },
    async revoke(id, expiresAt) {
      await revokeToken(db, id, expiresAt);
      until.set(id, expiresAt.getTime());
    },
  };
}

// Every app built on one PGlite handle (tests build several) shares its list.
const perPgliteHandle = new WeakMap<Database, Promise<InMemoryRevocations>>();

/**
 * Reads a PGlite handle's revocations again from its table: for tests, which restore the database
 * under a living app (nothing to do on PostgreSQL, whose every check reads the table).
 */
export async function reloadRevocations(db: Database): Promise<void> {
  await (await perPgliteHandle.get(db))?.reload();
}

export function createRevocations(
  db: Database,
  driver: DriverName,
  now: () => Date = () => new Date(),
): Promise<Revocations> {
  if (driver === 'postgres') return Promise.resolve(tableRevocations(db));
  let revocations = perPgliteHandle.get(db);
  if (!revocations) {
    revocations = inMemoryRevocations(db, now).catch((error: unknown) => {
      perPgliteHandle.delete(db); // not loaded: the next app built tries again
      throw error;
    });
    perPgliteHandle.set(db, revocations);
  }
  return revocations;
}
