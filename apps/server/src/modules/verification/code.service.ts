// One-time codes for any purpose: 'verify' (an applicant proves an email or mobile number) and, later,
// 'login' (a member signs in). Codes are random digits, stored only as a keyed hash, used once, and
// every limit is counted in the database so any number of server processes agree.
// See docs/decisions/007-one-time-codes.md, 019 for how checks hold up under attack, and 054 and 071
// for why strangers cannot keep an owner out.
import { checkCode } from './check-code';
import { codeContext, type CodeServiceDeps } from './code-deps';
import type { CodeChannel, CodePurpose, Requester, SigningIn } from './code-rules';
import { issueCode, type IssuedCode } from './issue-code';

export type { CodeServiceDeps } from './code-deps';
export {
  CODE_RULES,
  hashCode,
  normalizeAddress,
  waitText,
  type CodeChannel,
  type CodePurpose,
  type Requester,
  type SigningIn,
} from './code-rules';
export { CodeNotSentError, type IssuedCode } from './issue-code';

export type CodeService = {
  /**
   * Sends a new code to the address and kills the older ones of the same purpose (a device's
   * reserve's code only that device's older ones, decision 071).
   * Throws TooManyRequestsError (429) when a wait applies (never longer than a few minutes), CodeNotSentError (503) when delivery failed
   * (unless delivery runs in the background: see CodeServiceDeps.background).
   */
  issue(
    channel: CodeChannel,
    address: string,
    purpose: CodePurpose,
    from: Requester,
  ): Promise<IssuedCode>;
  /**
   * True once for the right code (it is used up), the device it came from remembered for the
   * address and its cookie set (decision 071). False for a wrong, expired, used or dead code.
   * Throws TooManyRequestsError when the client IP has failed too many checks this hour and the
   * guess was not at a code that IP asked for (its own codes it may still use: decision 054).
   */
  check(
    channel: CodeChannel,
    address: string,
    purpose: CodePurpose,
    code: string,
    from: SigningIn,
  ): Promise<boolean>;
};

export function createCodeService(deps: CodeServiceDeps): CodeService {
  const ctx = codeContext(deps);
  return {
    issue: (channel, address, purpose, from) => issueCode(ctx, channel, address, purpose, from),
    check: (channel, address, purpose, code, from) =>
      checkCode(ctx, channel, address, purpose, code, from),
  };
}
