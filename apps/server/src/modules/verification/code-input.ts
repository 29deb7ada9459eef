// The `otp` field of every call that checks a code: the configured length, or the longer one that an
// address strangers have guessed at is sent (CODE_RULES.hardenedCodeLength). Same message either way.
import { MESSAGES } from '@portico/domain/messages';
import { numericText, rule } from '@portico/domain/schemas/fields';
import { CODE_RULES } from './code.service';

export function otpField(codeLength: number, options: { requiredMessage?: string } = {}) {
  const lengths = [...new Set([codeLength, Math.max(codeLength, CODE_RULES.hardenedCodeLength)])];
  const pattern = new RegExp(`^(?:${lengths.map((length) => `\\d{${length}}`).join('|')})$`);
  return numericText.superRefine(
    rule((value: string) => {
      if (value === '' && options.requiredMessage) return options.requiredMessage;
      return pattern.test(value) ? null : MESSAGES.otpInvalid;
    }),
  );
}
