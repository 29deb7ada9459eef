// Member login by one-time code (decision 014). The code rules and throttles are the applicants'
// (one code service, purpose 'login'). Every address gets the same answer, status, throttling and
// timing, so nobody learns whether it belongs to anyone: a code is issued for any address and
// handed, in the background, to a transport that delivers it only for a member or an applicant (the
// lookup runs in the background too). A member signs in with a member token; an applicant who is no
// member yet gets an applicant token for their application's verified contacts, and the answer
// tells the web app where their journey stands.
import type { LoginUser } from '@portico/domain/member';
import { parseLoginIdentifier } from '@portico/domain/validation';
import { MESSAGES } from '@portico/domain/messages';
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { SmsSender } from '../../adapters/messaging/sms-sender';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import { newSessionId, type Principal, type TokenService } from '../auth';
import {
  type ApplicationRow,
  findApplication,
  findLatestHistory,
  type MemberRow,
} from '../records';
import { findCategoryById } from '../catalog';
import { holderSignIn, personSignIn, type TeamSignIn } from '../team';
import type { CodeService, Requester, SigningIn } from '../verification';
import { findLoginRecords, isKnownAddress, type LoginRecords } from './login.repository';

export const LOGIN_MESSAGES = {
  codeSent: 'OTP has been sent',
  loggedIn: 'Logged in successfully',
  failed: MESSAGES.otpFailed,
} as const;

/**
 * Hands a login code to the transport only when the address belongs to a member or an applicant.
 * The code service calls these in the background (CodeServiceDeps.background), so neither the lookup
 * nor the delivery shows in the answer's timing.
 */
export function knownAddressOnly(db: Database, mail: MailSender, sms: SmsSender) {
  return {
    mail: {
      async send(message) {
        if (await isKnownAddress(db, 'email', message.to.toLowerCase())) await mail.send(message);
      },
    } satisfies MailSender,
    sms: {
      async send(message) {
        if (await isKnownAddress(db, 'sms', message.to)) await sms.send(message);
      },
    } satisfies SmsSender,
  };
}

function addressOf(emailPhone: string): { channel: 'email' | 'sms'; address: string } {
  const parsed = parseLoginIdentifier(emailPhone);
  if (!parsed.ok) throw new BadRequestError(parsed.message, { email_phone: parsed.message });
  return parsed.kind === 'email'
    ? { channel: 'email', address: parsed.value.trim().toLowerCase() }
    : { channel: 'sms', address: parsed.number };
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const manualOf = (value: number): 0 | 1 | 4 => (value === 1 || value === 4 ? value : 0);

function historyView(history: LoginRecords['history']): LoginUser['plan_history'] {
  if (!history) return null;
  return {
    id: history.id,
    app_id: history.applicationId,
    history_type: history.historyType,
    app_filled: history.appFilled,
    cancelled: history.cancelled,
    approval_governing_1: flag(history.approvalGoverning1 === 'approved'),
    approval_governing_2: flag(history.approvalGoverning2 === 'approved'),
    payment_status: flag(history.paymentStatus === 'paid'),
  };
}

/** The user the member routes take, from a member's or an applicant's records. */
export function loginUserFrom(records: LoginRecords): LoginUser | null {
  const { member, application, category, history } = records;
  if (!member && !application) return null;
  return {
    id: member?.applicationId ?? application?.id ?? 0,
    kind: member ? 'member' : 'applicant',
    name: member?.name ?? application?.name ?? '',
    email: member?.email ?? application?.email ?? '',
    mobile_number: member?.mobileNumber ?? application?.mobileNumber ?? '',
    steps: application?.steps ?? 4,
    is_draft: flag(application?.isDraft ?? false),
    journey: application?.journey ?? 'new',
    plan: category ? { id: category.id, name: category.name } : null,
    membership_id: category?.id ?? null,
    plan_history: historyView(history),
    Unique_id: member?.memberNumber ?? null,
    manual: manualOf(member?.manual ?? application?.manual ?? 0),
    pdf_standalone: member?.pdfStandalone ?? application?.pdfStandalone ?? null,
  };
}

/** The same, reading the records of a member or an application. */
export async function loginUserOf(
  db: Database,
  who: { member: MemberRow | undefined; application: ApplicationRow | undefined },
): Promise<LoginUser | null> {
  const { member } = who;
  const application =
    who.application ??
    (member?.applicationId ? await findApplication(db, member.applicationId) : undefined);
  const categoryId = member?.categoryId ?? application?.categoryId ?? null;
  const [category, history] = await Promise.all([
    categoryId === null ? undefined : findCategoryById(db, categoryId),
    application ? findLatestHistory(db, application.id) : undefined,
  ]);
  return loginUserFrom({ member, application, category, history });
}

/**
 * Who a right code signs in: a team person holding the address, else the member or applicant whose
 * records hold it (a member as their account holder). Null when nobody, or a removed person.
 */
async function whoSignsIn(
  db: Database,
  channel: 'email' | 'sms',
  address: string,
  now: () => Date,
): Promise<{ seat: TeamSignIn | null; user: LoginUser; records: LoginRecords } | null> {
  const records = await findLoginRecords(db, channel, address);
  const { person, member } = records;
  const user = loginUserFrom(records);
  if (!user) return null;
  if (member && person) return { seat: await personSignIn(db, person, now), user, records };
  if (member && records.removed) return null;
  return { seat: member ? await holderSignIn(db, member.id) : null, user, records };
}

export type MemberLoginService = ReturnType<typeof createMemberLoginService>;

export function createMemberLoginService(deps: {
  db: Database;
  tokens: TokenService;
  /**
   * A code service whose transports deliver only to known addresses (knownAddressOnly), in the
   * background: sendCode never waits for, nor fails with, the delivery.
   */
  codes: CodeService;
  now?: () => Date;
}) {
  const { db, tokens, codes } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async sendCode(
      emailPhone: string,
      from: Requester,
    ): Promise<{ message: string; code_length: number }> {
      const { channel, address } = addressOf(emailPhone);
      const { codeLength } = await codes.issue(channel, address, 'login', from);
      return { message: LOGIN_MESSAGES.codeSent, code_length: codeLength };
    },

    async login(
      emailPhone: string,
      code: string,
      from: SigningIn,
    ): Promise<{ token: string; data: LoginUser }> {
      const { channel, address } = addressOf(emailPhone);
      // The code is checked first for every address, so a wrong code costs the same everywhere.
      const valid = await codes.check(channel, address, 'login', code, from);
      const found = valid ? await whoSignsIn(db, channel, address, now) : null;
      if (!found) throw new BadRequestError(LOGIN_MESSAGES.failed);
      const { seat, user } = found;
      const application = found.records.application;
      let principal: Principal;
      if (seat) {
        // The company's member session, acting as the team person (decision 110).
        principal = {
          kind: 'member',
          memberId: seat.memberId,
          userId: user.id,
          personId: seat.personId,
        };
      } else {
        // The address just proven, and the application's contacts proven when it was made.
        const emails = new Set<string>();
        const mobiles = new Set<string>();
        if (channel === 'email') emails.add(address);
        else mobiles.add(address);
        if (application?.email && application.emailVerified) {
          emails.add(application.email.toLowerCase());
        }
        if (application?.mobileNumber && application.mobileVerified) {
          mobiles.add(application.mobileNumber);
        }
        principal = { kind: 'applicant', emails: [...emails], mobiles: [...mobiles] };
      }
      // A sign-in session: logout ends this token, whatever kind it is, and any that extend it.
      return { token: await tokens.sign(principal, { sessionId: newSessionId() }), data: user };
    },
  };
}
