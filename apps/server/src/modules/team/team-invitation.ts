// The invitation a new team person gets (decision 110): by email when they were given an email
// address, by WhatsApp or SMS when they were given a mobile number, both when both. Neither carries
// a code or a token: the link is the ordinary sign-in page, where the person proves the address with
// a one-time code, so the copies staff read in Messages sign nobody in. The text is an optional kind
// (decision 088): it goes where its template is set, or into the outbox that stands for a transport
// in development, and is skipped otherwise, so no deployment must register it before upgrading.
import { TEAM_ROLE_LABELS } from '@portico/domain/team';
import { canText, type MessagingConfig } from '../../config/messaging';
import type { Executor } from '../../db/client';
import { buildEmail } from '../../lib/email/build-email';
import type { EmailBrand } from '../../lib/email/email-brand';
import type { TeamDeps } from './team-deps';
import type { Acting } from './team-access';
import type { TeamPersonRow } from './team.repository';

type Invitation = { acting: Acting; person: TeamPersonRow; brand: EmailBrand };

/** The SMS wording (register it on DLT with the association's name as itself, decision 068). */
export function teamInvitationSms(
  values: { inviter: string; company: string; link: string },
  brand: Pick<EmailBrand, 'name'>,
): string {
  return `${brand.name}: ${values.inviter} has added you to the team of ${values.company} on the member portal. Sign in with this mobile number at ${values.link}`;
}

/** Whether an invitation text would go out: its template is set, or no text transport exists. */
function textsInvitation(messaging: MessagingConfig): boolean {
  const noTransport = !messaging.whatsapp && messaging.sms.url === undefined;
  return noTransport || canText(messaging, 'team_invitation');
}

export async function sendInvitation(
  deps: TeamDeps,
  tx: Executor,
  { acting, person, brand }: Invitation,
): Promise<void> {
  const { member, seat } = acting;
  const notifier = deps.notifier.within(tx, { memberId: member.id });
  const link = `${brand.publicUrl}/login`;
  if (person.email) {
    const email = await buildEmail(
      'team_invitation',
      {
        person_name: person.name,
        inviter_name: seat.name,
        company_name: member.companyName,
        role: TEAM_ROLE_LABELS[person.role].toLowerCase(),
        email: person.email,
        sign_in_url: link,
      },
      brand,
    );
    await notifier.email(person.email, email, 'team_invitation_email');
  }
  if (person.mobile && textsInvitation(deps.messaging)) {
    const values = { inviter: seat.name, company: member.companyName, link };
    await notifier.text(person.mobile, {
      kind: 'team_invitation',
      text: teamInvitationSms(values, brand),
      values,
    });
  }
}
