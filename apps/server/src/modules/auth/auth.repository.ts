import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statement } from '../../db/statement';
import { revokedTokens } from '../../db/schema';

// Every signed-in request asks this: built once (db/statement.ts), not by drizzle on each call.
const revokedStatement = statement<{ revoked: boolean }>(
  'auth_token_revoked',
  sql`select exists (select 1 from ${revokedTokens}
    where ${revokedTokens.jti} = any(${sql.placeholder('ids')}::text[])) as revoked`,
);

/** Whether any of the ids was revoked (one indexed lookup for a token's and its member's ids). */
export async function isTokenRevoked(db: Executor, ...ids: string[]): Promise<boolean> {
  const [row] = await revokedStatement(db, { ids });
  return row?.revoked === true;
}

/**
 * Ends a token (or every token of a sign-in session) before its expiry. `id` is a revocationId
 * (auth.plugin.ts): a session id or a token id; only tokens that have one are checked here.
 */
export async function revokeToken(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti: id, expiresAt }).onConflictDoNothing();
}
