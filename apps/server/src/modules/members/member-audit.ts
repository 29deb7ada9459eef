// The audit row of a member's own change to their record (decision 044): the member is the actor,
// and only the fields that changed are kept, keyed as the database names them.
import type { Executor } from '../../db/client';
import { auditChangeBy, memberActor } from '../audit';
import type { MemberRow } from '../records';

type MemberFields = Partial<MemberRow>;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function pick(row: MemberFields, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (row as Record<string, unknown>)[key];
    out[snakeCase(key)] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

export function auditMemberFields(
  tx: Executor,
  memberId: number,
  action: string,
  before: MemberFields,
  after: MemberFields,
): Promise<void> {
  const keys = Object.keys(after);
  return auditChangeBy(tx, memberActor(memberId), {
    action,
    entity: 'member',
    entityId: memberId,
    before: pick(before, keys),
    after: pick(after, keys),
  });
}
