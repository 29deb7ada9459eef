import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Tokens ended by logout before their expiry (tokens are otherwise stateless). */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at').notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);
