// A member of their own for a journey: imported through the back office's register import (one CSV
// row), so that no demo member another journey renews or signs in is touched.
import { staffToken } from './approve';

export type ImportedMember = { email: string; mobile: string; company: string };

/** Imports one current Gold member with a unique email and mobile number; answers their contacts. */
export async function importMember(baseUrl: string, tag: string): Promise<ImportedMember> {
  const stamp = String(Date.now()).slice(-8);
  const member = {
    email: `${tag}.${stamp}@example.com`,
    mobile: `7${stamp.padStart(9, '1')}`,
    company: `${tag.replace(/\W/g, ' ')} Events ${stamp} Pvt Ltd`,
  };
  const header =
    'Company name,Authorised person,Email,Mobile,Zone,State,Category,Member number,Membership start,Membership expiry,GSTIN,PAN,Address,City,PIN code';
  const year = new Date().getFullYear();
  const row = [
    member.company,
    'Meera Iyer',
    member.email,
    member.mobile,
    'West',
    'Maharashtra',
    'Gold',
    '',
    `01-04-${year - 1}`,
    `31-03-${year + 1}`,
    '',
    '',
    '4 Marine Drive Mumbai',
    'Mumbai',
    '400002',
  ].join(',');
  const form = new FormData();
  form.set('dryRun', 'false');
  form.set('file', new Blob([`${header}\r\n${row}\r\n`], { type: 'text/csv' }), 'member.csv');
  const admin = await staffToken(baseUrl, 'admin@example.com');
  const response = await fetch(`${baseUrl}/api/staff/members/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  const answer = (await response.json()) as { data?: { imported?: boolean } };
  if (!response.ok || answer.data?.imported !== true) {
    throw new Error(`import answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return member;
}
