// Check existing member: {email, phone} of a proposer, asked before tab 3 is saved (applicant spec
// §5, §7). The answer decides between passing and proposerNotMember(n).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailRule, numericText, phoneRule, rule, text } from './fields';

export const checkMemberSchema = z.object({
  email: text.superRefine(rule(emailRule)),
  phone: numericText.superRefine(rule(phoneRule(MESSAGES.mobileRequired, MESSAGES.mobileInvalid))),
});

export type CheckMemberInput = z.input<typeof checkMemberSchema>;
export type CheckMember = z.output<typeof checkMemberSchema>;
