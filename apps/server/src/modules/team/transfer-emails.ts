// The emails of a transfer request (decision 118): the office hears of a new request (each active
// admin and office staff member, who decide it), and the holder who asked hears of its approval,
// as of its refusal. Queued in the caller's transaction: no email for a request that rolled back.
import type { Executor } from '../../db/client';
import { buildEmail } from '../../lib/email/build-email';
import type { EmailBrand } from '../../lib/email/email-brand';
import type { Notifier } from '../notifications';
import type { MemberRow } from '../records';
import { findTeamPerson } from './team.repository';
import { findTransferDeciders, type TransferRow } from './transfer.repository';

type Names = { holder: string; new_holder: string };
type TransferEmail = {
  member: Pick<MemberRow, 'id' | 'companyName' | 'memberNumber' | 'email'>;
  names: Names;
  brand: EmailBrand;
};

export async function emailOfficeOfRequest(
  notifier: Notifier,
  tx: Executor,
  { member, names, brand }: TransferEmail,
): Promise<void> {
  const memberLabel = member.memberNumber
    ? `${member.companyName} (${member.memberNumber})`
    : member.companyName;
  // A staff email, not one to the member: it stays out of the member's messages.
  const bound = notifier.within(tx, {});
  for (const person of await findTransferDeciders(tx)) {
    const email = await buildEmail(
      'team_transfer_requested',
      {
        staff_name: person.name,
        holder_name: names.holder,
        new_holder_name: names.new_holder,
        company_name: member.companyName,
        member_label: memberLabel,
        member_url: `${brand.publicUrl}/staff/members/${member.id}`,
      },
      brand,
    );
    await bound.email(person.email, email, 'team_transfer_requested');
  }
}

export async function emailHolderOfApproval(
  notifier: Notifier,
  tx: Executor,
  { member, names, brand, request }: TransferEmail & { request: TransferRow },
): Promise<void> {
  const holder = await findTeamPerson(tx, member.id, request.fromPersonId);
  const email = await buildEmail(
    'team_transfer_approved',
    {
      person_name: names.holder,
      new_holder_name: names.new_holder,
      company_name: member.companyName,
      team_url: `${brand.publicUrl}/app/team`,
    },
    brand,
  );
  await notifier
    .within(tx, { memberId: member.id })
    .email(holder?.email ?? member.email, email, 'team_transfer_approved');
}
