// POST /api/staff/members/:id/notes (admin, office, accounts): a staff note on the member, kept
// with who wrote it and when, and audited (the note's text stays in its table, which an erasure
// empties, not in the append-only audit log).
import type { Database } from '../../db/client';
import { recordAudit, staffActor } from '../audit';
import type { StaffPrincipal } from '../auth';
import { insertNote } from './member-record.repository';
import { lockLiveMember } from './member-access';

export async function addMemberNote(
  db: Database,
  principal: StaffPrincipal,
  memberId: number,
  text: string,
  at: Date,
) {
  return db.transaction(async (tx) => {
    await lockLiveMember(tx, memberId);
    const note = await insertNote(tx, { memberId, staffId: principal.staffId, text, at });
    await recordAudit(tx, {
      actor: staffActor(principal),
      action: 'member.note_added',
      entity: 'member',
      entityId: String(memberId),
      before: null,
      after: { note_id: note.id, characters: text.length },
    });
    return { id: note.id, text: note.text, by: null, at: note.createdAt.toISOString() };
  });
}
