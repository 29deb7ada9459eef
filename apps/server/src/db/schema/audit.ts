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
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
  ],
);
