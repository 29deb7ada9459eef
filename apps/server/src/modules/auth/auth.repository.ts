import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { revokedTokens } from '../../db/schema';

export async function isTokenRevoked(db: Executor, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}

/**
 * Ends a token (or every token of a sign-in session) before its expiry. `id` is a revocationId
 * (auth.plugin.ts): a session id or a token id; only tokens that have one are checked here.
 */
export async function revokeToken(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti: id, expiresAt }).onConflictDoNothing();
}
