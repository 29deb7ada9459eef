import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { checkMemberSchema } from './check-member.schema';
import { fieldErrors } from './field-errors';

function errorsOf(input: unknown): Record<string, string> {
  const result = checkMemberSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('checkMemberSchema', () => {
  it('accepts a proposer’s email and phone', () => {
    expect(checkMemberSchema.parse({ email: ' kiran@example.com', phone: 9000000001 })).toEqual({
      email: 'kiran@example.com',
      phone: '9000000001',
    });
  });

  it('names a missing or invalid email and phone', () => {
    expect(errorsOf({})).toEqual({
      email: MESSAGES.emailRequired,
      phone: MESSAGES.mobileRequired,
    });
    expect(errorsOf({ email: 'kiran', phone: '12345' })).toEqual({
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.mobileInvalid,
    });
  });
});
