// The proposer rule (decision 009): each proposer pair must be an existing member's email and mobile.
import { proposerNotMember } from '@portico/domain/messages';
import type { Transaction } from '../../db/client';
import type { FieldErrors } from '../../errors';
import { findMemberByContact } from '../records';

/** Each proposer pair must be an existing member's email and mobile number (decision 009). */
export async function proposerMemberErrors(
  tx: Transaction,
  rows: readonly { email: string; mobile_number: string }[],
): Promise<{ errors: FieldErrors; memberIds: (number | null)[] }> {
  const errors: FieldErrors = {};
  const memberIds: (number | null)[] = [];
  for (const [index, row] of rows.entries()) {
    const member =
      row.email !== '' && row.mobile_number !== ''
        ? await findMemberByContact(tx, row.email, row.mobile_number)
        : undefined;
    memberIds.push(member?.id ?? null);
    if (!member) errors[`members.${index}.email`] = proposerNotMember(index + 1);
  }
  return { errors, memberIds };
}
