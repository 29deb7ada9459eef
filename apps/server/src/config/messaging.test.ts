// WhatsApp's and the SMS gateway's settings, and what production refuses about them.
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import { ConfigError, loadConfig } from '../config';

type Env = Record<string, string | undefined>;

function problemsOf(env: Env): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

const WHATSAPP: Env = {
  WHATSAPP_TOKEN: 'EAAtoken',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify-token',
  WHATSAPP_LANGUAGE: 'en_US',
  WHATSAPP_TEMPLATE_VERIFICATION_CODE: 'portico_code',
  WHATSAPP_TEMPLATE_LOGIN_CODE: 'portico_code',
  WHATSAPP_TEMPLATE_CHANGES_REQUESTED: 'portico_changes_requested',
  WHATSAPP_TEMPLATE_REJECTED: 'portico_rejected',
  WHATSAPP_TEMPLATE_APPROVED_FOR_PAYMENT: 'portico_payment_link:hi',
  WHATSAPP_TEMPLATE_RENEWAL_REMINDER: 'portico_renewal_reminder',
};

describe('messaging configuration', () => {
  it('has no WhatsApp and no gateway by default (the outbox is the delivery)', () => {
    const { messaging } = loadConfig({ NODE_ENV: 'test' });
    expect(messaging.whatsapp).toBeUndefined();
    expect(messaging.sms).toMatchObject({ provider: 'generic', url: undefined });
  });

  it('reads WhatsApp’s templates with their languages', () => {
    const { messaging } = loadConfig({ NODE_ENV: 'test', ...WHATSAPP });
    expect(messaging.whatsapp).toMatchObject({
      apiUrl: 'https://graph.facebook.com/v21.0',
      phoneNumberId: '109876543210',
      templates: {
        login_code: { name: 'portico_code', language: 'en_US' },
        approved_for_payment: { name: 'portico_payment_link', language: 'hi' },
      },
    });
  });

  it('refuses half a WhatsApp setup, a malformed template or DLT id, and Gupshup without its login', () => {
    expect(
      problemsOf({
        NODE_ENV: 'test',
        WHATSAPP_TEMPLATE_LOGIN_CODE: 'Has Spaces',
        SMS_DLT_TEMPLATE_LOGIN_CODE: '12ab',
        SMS_SENDER_ID: 'portico',
      }),
    ).toEqual([
      'WHATSAPP_TEMPLATE_LOGIN_CODE: must be a template name, optionally :language',
      'SMS_SENDER_ID: must be the 6-letter DLT header (sender id)',
      'SMS_DLT_TEMPLATE_LOGIN_CODE: must be the DLT id as digits',
    ]);
    expect(problemsOf({ NODE_ENV: 'test', WHATSAPP_TOKEN: 'x', SMS_PROVIDER: 'gupshup' })).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together',
      'SMS_GUPSHUP_USERID: is required when SMS_PROVIDER=gupshup',
      'SMS_GUPSHUP_PASSWORD: is required when SMS_PROVIDER=gupshup',
    ]);
  });

  it('production refuses a gateway without the DLT registration, naming each missing kind', () => {
    expect(
      problemsOf({
        ...PRODUCTION_ENV,
        SMS_DLT_ENTITY_ID: undefined,
        SMS_DLT_TEMPLATE_REJECTED: undefined,
        SMS_DLT_TEMPLATE_RENEWAL_REMINDER: undefined,
      }),
    ).toEqual([
      'SMS_DLT_ENTITY_ID: is required with an SMS gateway; Indian carriers drop an SMS without it',
      'SMS_DLT_TEMPLATE_REJECTED, SMS_DLT_TEMPLATE_RENEWAL_REMINDER: a DLT template id is required for every SMS message kind (rejected, renewal_reminder); Indian carriers drop an SMS without it',
    ]);
  });

  it('production refuses WhatsApp without a template for every kind or without the webhook secrets', () => {
    expect(
      problemsOf({
        ...PRODUCTION_ENV,
        ...WHATSAPP,
        WHATSAPP_TEMPLATE_REJECTED: undefined,
        WHATSAPP_APP_SECRET: undefined,
      }),
    ).toEqual([
      'WHATSAPP_TEMPLATE_REJECTED: a WhatsApp template is required for every message kind it carries (rejected)',
      'WHATSAPP_APP_SECRET: is required with WhatsApp; without it delivery reports are refused',
    ]);
    expect(problemsOf({ ...PRODUCTION_ENV, ...WHATSAPP })).toEqual([]);
  });

  it('production takes Gupshup without SMS_GATEWAY_URL (its documented endpoint)', () => {
    const env = {
      ...PRODUCTION_ENV,
      SMS_GATEWAY_URL: undefined,
      SMS_PROVIDER: 'gupshup',
      SMS_GUPSHUP_USERID: '2000123456',
      SMS_GUPSHUP_PASSWORD: 'secret',
    };
    expect(problemsOf(env)).toEqual([]);
    expect(loadConfig(env).messaging.sms.url).toBe(
      'https://enterprise.smsgupshup.com/GatewayAPI/rest',
    );
  });
});
