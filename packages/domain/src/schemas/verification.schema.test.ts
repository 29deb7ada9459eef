import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { fieldErrors } from './field-errors';
import {
  loginOtpRequestSchema,
  loginRequestSchema,
  sendEmailOtpSchema,
  sendMobileOtpSchema,
  verifyOtpSchema,
} from './verification.schema';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('sendEmailOtpSchema', () => {
  it('wants a valid email', () => {
    expect(sendEmailOtpSchema.parse({ email: ' asha@example.com ' })).toEqual({
      email: 'asha@example.com',
    });
    expect(errorsOf(sendEmailOtpSchema, {})).toEqual({ email: MESSAGES.emailRequired });
    expect(errorsOf(sendEmailOtpSchema, { email: 'asha@' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });
});

describe('sendMobileOtpSchema', () => {
  it('wants the WhatsApp number as 6 to 15 digits', () => {
    expect(sendMobileOtpSchema.parse({ mobile_number: 9876543210 })).toEqual({
      mobile_number: '9876543210',
    });
    expect(errorsOf(sendMobileOtpSchema, { mobile_number: '' })).toEqual({
      mobile_number: MESSAGES.whatsappRequired,
    });
    expect(errorsOf(sendMobileOtpSchema, { mobile_number: '12345' })).toEqual({
      mobile_number: MESSAGES.numberInvalid,
    });
  });
});

describe('verifyOtpSchema', () => {
  it('takes {email, otp}', () => {
    expect(verifyOtpSchema.parse({ email: 'asha@example.com', otp: '0427' })).toEqual({
      email: 'asha@example.com',
      otp: '0427',
    });
  });

  it('takes {mobile_number, otp}', () => {
    expect(verifyOtpSchema.parse({ mobile_number: '9876543210', otp: 1234 })).toEqual({
      mobile_number: '9876543210',
      otp: '1234',
    });
  });

  it('wants the code as exactly four digits', () => {
    for (const otp of ['', '123', '12345', '12a4']) {
      expect(errorsOf(verifyOtpSchema, { email: 'asha@example.com', otp }), otp).toEqual({
        otp: MESSAGES.otpInvalid,
      });
    }
  });

  it('reports the messages of the variant that was sent', () => {
    expect(errorsOf(verifyOtpSchema, { email: 'asha@', otp: '1234' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
    expect(errorsOf(verifyOtpSchema, { mobile_number: '123', otp: '12' })).toEqual({
      mobile_number: MESSAGES.numberInvalid,
      otp: MESSAGES.otpInvalid,
    });
  });

  it('fails a body with neither email nor number', () => {
    expect(verifyOtpSchema.safeParse({ otp: '1234' }).success).toBe(false);
  });
});

describe('loginOtpRequestSchema', () => {
  it('accepts an email or a mobile number with an optional country code', () => {
    for (const email_phone of ['asha@example.com', '9876543210', '+91 9876543210']) {
      expect(loginOtpRequestSchema.parse({ email_phone: ` ${email_phone} ` })).toEqual({
        email_phone,
      });
    }
  });

  it('names a missing or invalid identifier', () => {
    expect(errorsOf(loginOtpRequestSchema, { email_phone: '' })).toEqual({
      email_phone: MESSAGES.loginIdRequired,
    });
    for (const email_phone of ['asha@example', '98765', 'asha']) {
      expect(errorsOf(loginOtpRequestSchema, { email_phone }), email_phone).toEqual({
        email_phone: MESSAGES.loginIdInvalid,
      });
    }
  });
});

describe('loginRequestSchema', () => {
  it('accepts the identifier with a four-digit code', () => {
    expect(loginRequestSchema.parse({ email_phone: '9876543210', otp: '0427' })).toEqual({
      email_phone: '9876543210',
      otp: '0427',
    });
  });

  it('names a missing or invalid code', () => {
    expect(errorsOf(loginRequestSchema, { email_phone: '9876543210', otp: ' ' })).toEqual({
      otp: MESSAGES.otpRequired,
    });
    for (const otp of ['123', '12345', 'abcd']) {
      expect(errorsOf(loginRequestSchema, { email_phone: '9876543210', otp }), otp).toEqual({
        otp: MESSAGES.otpInvalid,
      });
    }
  });
});
