// Staff sign-in by one-time code (decision 010). The code rules and throttles are the applicants' (one
// code service, purpose 'staff_login'). Every address gets the same answer, status and throttling, so
// nobody learns whether an email belongs to staff: a code is issued for any address but only handed
// to the mail transport for an active staff account.
import { MESSAGES } from '@portico/domain/messages';
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { Database } from '../../db/client';
import { BadRequestError, UnauthorizedError } from '../../errors';
import { recordAudit } from '../audit';
import type { StaffPrincipal, TokenService } from '../auth';
import {
  createCodeService,
  type CodeService,
  type CodeServiceDeps,
  type Requester,
  type SigningIn,
} from '../verification';
import { findStaffByEmail, findStaffById, type StaffAccount } from './staff-auth.repository';

export const STAFF_AUTH_MESSAGES = {
  codeSent: 'If this email belongs to a staff account, a sign-in code has been sent to it.',
  failed: MESSAGES.otpFailed,
} as const;

export type StaffProfile = Pick<StaffAccount, 'id' | 'email' | 'name' | 'roles' | 'zones'>;

export type StaffAuthService = {
  sendCode(email: string, from: Requester): Promise<{ message: string; code_length: number }>;
  /** Signs in; the right code remembered the device for the address (decision 071). */
  login(
    email: string,
    code: string,
    from: SigningIn,
  ): Promise<{ token: string; data: StaffProfile }>;
  /** The signed-in staff member as the database has them now; 401 once deactivated or removed. */
  me(principal: StaffPrincipal): Promise<StaffProfile>;
};

/** What the code service takes (its transports, limits and clock), and the token signer. */
export type StaffAuthDeps = Omit<CodeServiceDeps, 'onDelivery'> & {
  tokens: TokenService;
  /** Replaces the code service (tests). */
  codes?: CodeService;
  /** Passed on to the code service (metrics). */
  onCodeDelivery?: CodeServiceDeps['onDelivery'];
};

const profile = (account: StaffAccount): StaffProfile => ({
  id: account.id,
  email: account.email,
  name: account.name,
  roles: account.roles,
  zones: account.zones,
});

/** Delivers only to active staff accounts; for any other address the code is issued but not sent. */
export function staffOnlyMail(db: Database, mail: MailSender): MailSender {
  return {
    async send(message) {
      const account = await findStaffByEmail(db, message.to);
      if (account?.active) await mail.send(message);
    },
  };
}

export function createStaffAuthService(deps: StaffAuthDeps): StaffAuthService {
  const { db, tokens } = deps;
  const codes =
    deps.codes ??
    createCodeService({
      db,
      appSecret: deps.appSecret,
      settings: deps.settings,
      ...(deps.resendAfterSeconds ? { resendAfterSeconds: deps.resendAfterSeconds } : {}),
      ...(deps.sendsPerAddressPerHour
        ? { sendsPerAddressPerHour: deps.sendsPerAddressPerHour }
        : {}),
      ...(deps.sendsPerIpPerHour ? { sendsPerIpPerHour: deps.sendsPerIpPerHour } : {}),
      ...(deps.failedChecksPerIpPerHour
        ? { failedChecksPerIpPerHour: deps.failedChecksPerIpPerHour }
        : {}),
      mail: staffOnlyMail(db, deps.mail),
      sms: deps.sms,
      // Sign-in codes leave in the background, as member login codes do: the answer does not wait
      // for the transport, so it takes as long for an unknown address as for a staff account's.
      ...(deps.background ? { background: deps.background } : {}),
      ...(deps.now ? { now: deps.now } : {}),
      ...(deps.logger ? { logger: deps.logger } : {}),
      ...(deps.onCodeDelivery ? { onDelivery: deps.onCodeDelivery } : {}),
    });

  return {
    async sendCode(email, from) {
      const { codeLength } = await codes.issue('email', email, 'staff_login', from);
      return { message: STAFF_AUTH_MESSAGES.codeSent, code_length: codeLength };
    },

    async login(email, code, from) {
      // The code is checked first for every address, so a wrong code costs the same everywhere.
      const valid = await codes.check('email', email, 'staff_login', code, from);
      const account = await findStaffByEmail(db, email);
      if (!valid || !account?.active) throw new BadRequestError(STAFF_AUTH_MESSAGES.failed);
      const principal: StaffPrincipal = {
        kind: 'staff',
        staffId: account.id,
        email: account.email,
        roles: account.roles,
        zones: account.zones,
      };
      const token = await tokens.sign(principal);
      await recordAudit(db, {
        actor: `staff:${account.id}`,
        action: 'staff.login',
        entity: 'staff',
        entityId: String(account.id),
        before: null,
        after: { email: account.email, roles: account.roles, zones: account.zones },
      });
      return { token, data: profile(account) };
    },

    async me(principal) {
      const account = await findStaffById(db, principal.staffId);
      if (!account?.active) throw new UnauthorizedError();
      return profile(account);
    },
  };
}
