import { describe, expect, it } from 'vitest';
import { codeChannel, codeMessage, reminderChannels, whatsappPayload } from './channel-choice';

describe('the channel of a code', () => {
  it('is WhatsApp for the applicant’s WhatsApp number when WhatsApp is configured', () => {
    expect(
      codeChannel({
        whatsappConfigured: true,
        to: '9812345678',
        whatsappNumber: '+91 98123 45678',
      }),
    ).toBe('whatsapp');
  });

  it('is SMS without WhatsApp, without a WhatsApp number, or for another number', () => {
    expect(
      codeChannel({
        whatsappConfigured: false,
        to: '919812345678',
        whatsappNumber: '919812345678',
      }),
    ).toBe('sms');
    expect(
      codeChannel({ whatsappConfigured: true, to: '919812345678', whatsappNumber: null }),
    ).toBe('sms');
    expect(
      codeChannel({ whatsappConfigured: true, to: '919812345678', whatsappNumber: '919800000000' }),
    ).toBe('sms');
  });

  it('builds the outbox row with the code as the template’s value', () => {
    expect(
      codeMessage({
        whatsappConfigured: true,
        to: '9812345678',
        whatsappNumber: '9812345678',
        kind: 'verification_code',
        code: '482913',
        text: 'Your Portico verification code is 482913.',
      }),
    ).toEqual({
      channel: 'whatsapp',
      to: '9812345678',
      text: 'Your Portico verification code is 482913.',
      kind: 'verification_code',
      payload: { code: '482913' },
    });
  });
});

describe('the channels of a renewal reminder', () => {
  const configured = { whatsappConfigured: true, hasMobile: true };

  it('follows the member’s choice of email and/or WhatsApp', () => {
    expect(reminderChannels({ email: true, whatsapp: true }, configured)).toEqual([
      'email',
      'whatsapp',
    ]);
    expect(reminderChannels({ email: false, whatsapp: true }, configured)).toEqual(['whatsapp']);
    expect(reminderChannels({ email: true, whatsapp: false }, configured)).toEqual(['email']);
  });

  it('sends SMS in WhatsApp’s place while WhatsApp is not configured', () => {
    expect(
      reminderChannels(
        { email: false, whatsapp: true },
        { ...configured, whatsappConfigured: false },
      ),
    ).toEqual(['sms']);
  });

  it('never drops a reminder: no mobile or no choice left means email', () => {
    expect(
      reminderChannels({ email: false, whatsapp: true }, { ...configured, hasMobile: false }),
    ).toEqual(['email']);
    expect(reminderChannels({ email: false, whatsapp: false }, configured)).toEqual(['email']);
  });
});

describe('a WhatsApp payload', () => {
  it('keeps the kind’s values in order and refuses a missing one', () => {
    expect(
      whatsappPayload('renewal_reminder', {
        link: 'https://x.example/r',
        name: 'Asha',
        expires_on: '31-03-2027',
        extra: 'ignored',
      }),
    ).toEqual({ name: 'Asha', expires_on: '31-03-2027', link: 'https://x.example/r' });
    expect(() => whatsappPayload('approved_for_payment', { name: 'Asha' })).toThrow(
      'The approved_for_payment WhatsApp payload lacks app_id, expires_on',
    );
  });
});
