// GET validate_membership?number=: public; is this a current member (nothing more).
import type { MembershipValidity } from '@portico/domain/member';
import type { Database } from '../../db/client';
import { inIndia } from './india-time';
import { findMemberByNumber } from '../records';
import { isMembershipCurrent } from './plan-status';

export async function validateMembership(
  deps: { db: Database; now: () => Date },
  number: string,
): Promise<MembershipValidity> {
  const found = await findMemberByNumber(deps.db, number);
  if (!found) return { success: false, message: 'No member holds this number.' };
  const { member, category, expiry } = found;
  const current = isMembershipCurrent(member, expiry, deps.now());
  return {
    success: true,
    data: {
      member_number: member.memberNumber ?? number,
      name: member.companyName,
      category,
      valid_until: expiry ? inIndia(expiry).toISOString().slice(0, 10) : '',
      current,
    },
  };
}
