// Staff notes on a member (issue #29): what the office wants the next person to know. A note is
// written once and never edited (the audit log holds who wrote it); an erasure deletes them.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerId } from './columns';
import { members } from './applications';
import { staff } from './staff';

export const memberNotes = pgTable(
  'member_notes',
  {
    id: id(),
    memberId: ownerId('member_id', () => members.id),
    staffId: integer('staff_id').references(() => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
