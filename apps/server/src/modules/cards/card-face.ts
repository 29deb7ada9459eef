// What every card shows of its member, as the card page and a scan read it: the dates in India time
// as DD-MM-YYYY, and the photo behind the card's own public link.
import { inIndia, isMembershipCurrent } from '../members';
import type { MemberCardDetails } from '../records';

export type CardFace = {
  name: string;
  company: string;
  category: string;
  photo_url: string | null;
  valid_until: string;
  active: boolean;
};

/** DD-MM-YYYY of the day an expiry falls on in India. */
export function cardDate(expiry: Date): string {
  const [year, month, day] = inIndia(expiry).toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

export function cardFace(details: MemberCardDetails, token: string, at: Date): CardFace {
  const { member, category, expiry, photoKey } = details;
  return {
    name: member.name,
    company: member.companyName,
    category,
    photo_url: photoKey ? `/api/card/photo/${token}` : null,
    valid_until: expiry ? cardDate(expiry) : '',
    active: isMembershipCurrent(member, expiry, at),
  };
}
