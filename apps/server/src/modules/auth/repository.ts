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
 * Ends a token before its expiry. Only tokens of the kinds in REVOCABLE_KINDS (auth.plugin.ts:
 * member, staff) are checked against this table.
 */
export async function revokeToken(db: Executor, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}
