// Everything a start or an operator's command inserts into a database runs under one transaction-level
// advisory lock, so two servers starting together (or a server and a command) never both insert.
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/** Any constant works; it only has to be the same in every process that seeds. */
export const SEED_LOCK_KEY = 7_413_001;

export function withSeedLock<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return work(tx);
  });
}
