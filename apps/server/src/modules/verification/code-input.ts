// The `otp` field of every call that checks a code: digits of any length a code may have (the admin
// sets the length in the back office, between OTP_CODE_LENGTH_MIN and _MAX, and an address strangers
// have guessed at gets CODE_RULES.hardenedCodeLength). The code service then refuses a length other
// than the current one with the same message (codes.check).
import { OTP_CODE_LENGTH_MAX, OTP_CODE_LENGTH_MIN } from '@portico/domain/constants';
import { otpCodeField } from '@portico/domain/contracts/verification.contract';
import { CODE_RULES } from './code-rules';

const MAX_LENGTH = Math.max(OTP_CODE_LENGTH_MAX, CODE_RULES.hardenedCodeLength);
const ANY_LENGTH = Array.from(
  { length: MAX_LENGTH - OTP_CODE_LENGTH_MIN + 1 },
  (_, index) => OTP_CODE_LENGTH_MIN + index,
);

export function otpField(options: { requiredMessage?: string } = {}) {
  return otpCodeField(ANY_LENGTH, options);
}
