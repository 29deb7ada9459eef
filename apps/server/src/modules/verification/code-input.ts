// The `otp` field of every call that checks a code: the configured length, or the longer one that an
// address strangers have guessed at is sent (CODE_RULES.hardenedCodeLength). Same message either way.
import { otpCodeField } from '@portico/domain/contracts/verification.contract';
import { CODE_RULES } from './code.service';

export function otpField(codeLength: number, options: { requiredMessage?: string } = {}) {
  const lengths = [...new Set([codeLength, Math.max(codeLength, CODE_RULES.hardenedCodeLength)])];
  return otpCodeField(lengths, options);
}
