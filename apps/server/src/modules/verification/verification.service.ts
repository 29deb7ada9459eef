// Applicant verification: send a code to an email or WhatsApp number, check it, and prove the contact
// in the applicant's principal; and tell whether a contact is still free for a new application.
import { maskContact } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../errors';
import { isContactOnSubmittedApplication, isMemberContact } from '../records';
import { newSessionId, type TokenService, type VerifiedToken, withProvenContact } from '../auth';
import {
  normalizeAddress,
  type CodeService,
  type IssuedCode,
  type Requester,
  type SigningIn,
} from './code.service';

export type Contact = { email: string } | { mobile: string };
export type Availability = { available: boolean; message: string };
export type CodeSent = { message: string; code_length: number };

export type VerificationService = {
  /** The message for the user ('OTP has been sent to som****@example.com') and the code's length. */
  sendEmailCode(email: string, from: Requester): Promise<CodeSent>;
  sendMobileCode(mobile: string, from: Requester): Promise<CodeSent>;
  /**
   * A token of the applicant principal extended with the contact (a current applicant principal keeps
   * what it proved); the right code remembered the device for the contact (decision 071). Throws
   * BadRequestError('OTP verification failed') for a code that does not work.
   */
  verify(
    contact: Contact,
    code: string,
    current: VerifiedToken | null,
    from: SigningIn,
  ): Promise<string>;
  emailAvailability(email: string): Promise<Availability>;
  mobileAvailability(mobile: string): Promise<Availability>;
};

export const VERIFICATION_MESSAGES = {
  otpVerified: 'OTP verified',
  emailAvailable: 'This email is available',
  emailRegistered: 'This email is already registered with us',
  mobileAvailable: 'This mobile number is available',
  mobileRegistered: 'This mobile number is already registered with us',
} as const;

export function createVerificationService(deps: {
  db: Database;
  codes: CodeService;
  tokens: Pick<TokenService, 'sign'>;
}): VerificationService {
  const { db, codes, tokens } = deps;
  const sent = ({ address, codeLength }: IssuedCode): CodeSent => ({
    message: `${MESSAGES.otpSentTo} ${maskContact(address)}`,
    code_length: codeLength,
  });

  return {
    async sendEmailCode(email, from) {
      return sent(await codes.issue('email', email, 'verify', from));
    },

    async sendMobileCode(mobile, from) {
      return sent(await codes.issue('sms', mobile, 'verify', from));
    },

    async verify(contact, code, current, from) {
      const [channel, raw] =
        'email' in contact
          ? (['email', contact.email] as const)
          : (['sms', contact.mobile] as const);
      const address = normalizeAddress(channel, raw);
      if (!(await codes.check(channel, address, 'verify', code, from))) {
        throw new BadRequestError(MESSAGES.otpFailed);
      }
      const principal = withProvenContact(
        current?.principal ?? null,
        channel === 'email' ? { email: address } : { mobile: address },
      );
      // Every applicant token belongs to a session logout can end: a second verification (or one
      // on the way through a sign-in) stays in the presented token's, the first starts one.
      return tokens.sign(principal, { sessionId: current?.sessionId ?? newSessionId() });
    },

    async emailAvailability(email) {
      const taken = await isRegistered(db, { email: normalizeAddress('email', email) });
      return taken
        ? { available: false, message: VERIFICATION_MESSAGES.emailRegistered }
        : { available: true, message: VERIFICATION_MESSAGES.emailAvailable };
    },

    async mobileAvailability(mobile) {
      const taken = await isRegistered(db, { mobile: normalizeAddress('sms', mobile) });
      return taken
        ? { available: false, message: VERIFICATION_MESSAGES.mobileRegistered }
        : { available: true, message: VERIFICATION_MESSAGES.mobileAvailable };
    },
  };
}

/** Is the contact taken by a submitted new application or by a member? */
async function isRegistered(db: Database, contact: Contact): Promise<boolean> {
  return (
    (await isContactOnSubmittedApplication(db, contact)) || (await isMemberContact(db, contact))
  );
}
