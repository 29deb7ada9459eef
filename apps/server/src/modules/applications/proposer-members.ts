// The proposer rule (decision 009): each proposer pair must be an existing member's email and mobile.
import { proposerFieldsAtFault, proposerNotMember } from '@portico/domain/messages';
import type { Transaction } from '../../db/client';
import type { FieldErrors } from '../../errors';
import { matchMemberContact } from '../records';
import { associationShortName } from '../settings';

/**
 * Each proposer pair must be an existing member's email and mobile number (decision 009); a pair
 * that is not gets the reason on the field at fault (decision 089).
 */
export async function proposerMemberErrors(
  tx: Transaction,
  rows: readonly { email: string; mobile_number: string }[],
): Promise<{ errors: FieldErrors; memberIds: (number | null)[] }> {
  const errors: FieldErrors = {};
  let association: string | null = null;
  const memberIds: (number | null)[] = [];
  for (const [index, row] of rows.entries()) {
    const { memberId, match } =
      row.email !== '' && row.mobile_number !== ''
        ? await matchMemberContact(tx, row.email, row.mobile_number)
        : { memberId: null, match: 'none' as const };
    memberIds.push(memberId);
    if (match === 'member') continue;
    association ??= await associationShortName(tx);
    const message = proposerNotMember(index + 1, match, association);
    for (const field of proposerFieldsAtFault(match)) errors[`members.${index}.${field}`] = message;
  }
  return { errors, memberIds };
}
