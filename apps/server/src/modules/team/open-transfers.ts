// The office's list of transfer requests waiting for a decision (decision 118, issue #31 item 2):
// staff who decide find them here, not only by opening each member's record.
import type { OpenTransferItem } from '@portico/domain/contracts/team.contract';
import type { Executor } from '../../db/client';
import { findMembers } from '../records';
import { namesOf } from './team.repository';
import { listOpenTransfers } from './transfer.repository';

/** As many as the list shows: requests are one per member and decided within days. */
const LIST_LIMIT = 100;

export async function staffOpenTransfers(
  db: Executor,
): Promise<{ items: OpenTransferItem[]; total: number }> {
  const { rows, total } = await listOpenTransfers(db, LIST_LIMIT);
  const people = rows.flatMap((row) => [row.fromPersonId, row.toPersonId]);
  const [names, members] = await Promise.all([
    namesOf(db, [...new Set(people)]),
    findMembers(db, [...new Set(rows.map((row) => row.memberId))]),
  ]);
  const memberById = new Map(members.map((member) => [member.id, member]));
  const items = rows.map((row) => {
    const member = memberById.get(row.memberId);
    return {
      id: row.id,
      member_id: row.memberId,
      member_number: member?.memberNumber ?? null,
      company_name: member?.companyName ?? '',
      from_name: names.get(row.fromPersonId) ?? '',
      to_person_id: row.toPersonId,
      to_name: names.get(row.toPersonId) ?? '',
      requested_at: row.createdAt.toISOString(),
    };
  });
  return { items, total };
}
