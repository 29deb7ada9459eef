// An admin invites a staff member (issue #27): the account is created, active, and an email in the
// association's layout tells them where to sign in, both in one transaction (the email goes through
// the outbox, so a rolled-back invitation sends nothing). Staff sign in by a one-time code, so the
// email's link is the sign-in page itself: nothing in it, or in the copy Messages shows, signs anyone
// in (decision 053).
import { ZONE_LABELS } from '@portico/domain/constants';
import type { StaffInvitation } from '@portico/domain/contracts/staff-accounts.contract';
import type { Database } from '../../db/client';
import type { StaffPrincipal } from '../auth';
import type { BrandSource } from '../notifications';
import { buildEmail } from '../../lib/email/build-email';
import type { Notifier } from '../notifications';
import { findStaffName, type StaffRoleValue } from './staff-accounts.repository';
import { insertStaffAccount, writeStaff, type StaffAccountView } from './create-staff-account';

export type InvitationDeps = {
  db: Database;
  notifier: Notifier;
  brand: BrandSource;
};

const ROLE_NAMES: Record<StaffRoleValue['role'], string> = {
  admin: 'an admin',
  office: 'office staff',
  zone_manager: 'zone manager',
  accounts: 'accounts',
  governing_body: 'a member of the governing body',
};

/** "office staff and zone manager (North)": the roles as the email reads them. */
export function roleNames(roles: readonly StaffRoleValue[]): string {
  const names = roles.map(({ role, zone }) =>
    zone ? `${ROLE_NAMES[role]} (${ZONE_LABELS[zone] ?? zone})` : ROLE_NAMES[role],
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

export async function inviteStaff(
  deps: InvitationDeps,
  principal: StaffPrincipal,
  input: StaffInvitation,
): Promise<StaffAccountView> {
  const brand = await deps.brand.current();
  const view = await writeStaff(() =>
    deps.db.transaction(async (tx) => {
      const account = await insertStaffAccount(
        tx,
        principal,
        { ...input, active: true },
        'staff.invite',
      );
      const inviter = (await findStaffName(tx, principal.staffId)) ?? principal.email;
      const email = await buildEmail(
        'staff_invitation',
        {
          staff_name: account.name,
          inviter_name: inviter,
          roles: roleNames(account.roles as StaffRoleValue[]),
          email: account.email,
          sign_in_url: `${brand.publicUrl}/staff/login`,
        },
        brand,
      );
      await deps.notifier.within(tx, {}).email(account.email, email, 'staff_invitation_email');
      return account;
    }),
  );
  deps.notifier.kick();
  return view;
}
