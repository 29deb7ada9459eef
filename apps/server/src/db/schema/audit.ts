import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, at } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Who acted, e.g. 'staff:3', 'member:12', 'applicant:a@b.c', 'system'. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: at('at').notNull().defaultNow(),
    /**
     * When an erasure replaced the person's values in this row (decision 048): the one change the
     * append-only trigger allows, once per row.
     */
    redactedAt: at('redacted_at'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
    // The back office's filters by who and by what, each served newest first (decision 044).
    index('audit_log_actor_at_idx').on(t.actor, t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
  ],
);
