// Production refuses to start with settings that would run but do the wrong thing for real members,
// naming every one at once (decision 025).
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/support/production-env';
import { ConfigError, loadConfig } from '../config';

const PRODUCTION = PRODUCTION_ENV;

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

/** The complete production configuration with some variables changed (undefined: unset). */
const production = (changes: Env): Env => ({ ...PRODUCTION, ...changes });

const REFUSALS = {
  sandbox:
    'PAYMENT_PROVIDER: the sandbox takes no real payments; set PAYMENT_PROVIDER=razorpay with its keys',
  smtp: 'SMTP_URL: is required in production; without it sign-in codes, payment links and receipts are recorded but never emailed',
  sms: "SMS_GATEWAY_URL: is required in production; without it the codes that verify an applicant's WhatsApp number are recorded but never sent, so no application can be submitted",
  publicUrlMissing:
    'PUBLIC_URL: is required in production: the https:// address members open, used in every emailed link',
  publicUrlHttp: 'PUBLIC_URL: must be an https:// URL in production',
  gstinMissing:
    'ASSOCIATION_GSTIN: is required in production; the demo GSTIN 27AAAAA0000A1Z2 would be printed on tax invoices',
  gstinDemo: "ASSOCIATION_GSTIN: is the demo GSTIN 27AAAAA0000A1Z2; set the association's own",
  gstinCheck: 'ASSOCIATION_GSTIN: fails the GSTIN check character (the 15th); look for a typo',
  nameMissing:
    "ASSOCIATION_NAME: is required in production; it is printed on tax invoices as the seller's name",
  addressMissing:
    'ASSOCIATION_ADDRESS: is required in production; the demo address would be printed on tax invoices',
  secretMissing:
    'APP_SECRET: is required in production: at least 32 random characters, e.g. openssl rand -hex 32',
  embedded:
    'DATABASE_URL: is required in production; the embedded database (PGlite) serves one process and may lose recent writes in a crash. Set ALLOW_EMBEDDED_DATABASE=1 to run on it anyway',
} as const;

describe('production configuration', () => {
  it('starts with a complete configuration', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(loadConfig(PRODUCTION)).toMatchObject({
      isProduction: true,
      publicUrl: 'https://members.example.org',
      association: { gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' },
    });
  });

  it('names every problem at once when nothing is configured', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      REFUSALS.sandbox,
      REFUSALS.smtp,
      REFUSALS.sms,
      REFUSALS.publicUrlMissing,
      REFUSALS.gstinMissing,
      REFUSALS.nameMissing,
      REFUSALS.addressMissing,
      REFUSALS.secretMissing,
      REFUSALS.embedded,
    ]);
  });

  it.each<[string, Env, string]>([
    ['the sandbox payment provider', { PAYMENT_PROVIDER: 'sandbox' }, REFUSALS.sandbox],
    ['the default payment provider', { PAYMENT_PROVIDER: undefined }, REFUSALS.sandbox],
    ['no SMTP', { SMTP_URL: undefined }, REFUSALS.smtp],
    ['no SMS gateway', { SMS_GATEWAY_URL: undefined }, REFUSALS.sms],
    ['no PUBLIC_URL', { PUBLIC_URL: undefined }, REFUSALS.publicUrlMissing],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://members.example.org' }, REFUSALS.publicUrlHttp],
    ['no seller GSTIN', { ASSOCIATION_GSTIN: undefined }, REFUSALS.gstinMissing],
    ['the demo GSTIN', { ASSOCIATION_GSTIN: '27aaaaa0000a1z2' }, REFUSALS.gstinDemo],
    ['a mistyped GSTIN', { ASSOCIATION_GSTIN: '27AAPFU0939F1ZW' }, REFUSALS.gstinCheck],
    ['no association name', { ASSOCIATION_NAME: undefined }, REFUSALS.nameMissing],
    ['no association address', { ASSOCIATION_ADDRESS: undefined }, REFUSALS.addressMissing],
    ['no APP_SECRET', { APP_SECRET: undefined }, REFUSALS.secretMissing],
    [
      'an APP_SECRET of 40 × a',
      { APP_SECRET: 'a'.repeat(40) },
      'APP_SECRET: looks guessable (1 distinct character, about 0 bits once repeats are counted once; 72 are needed); generate one, e.g. openssl rand -hex 32',
    ],
    [
      'an APP_SECRET that repeats a word',
      { APP_SECRET: 'changeme-changeme-changeme-changeme' },
      'APP_SECRET: looks guessable (8 distinct characters, about 26 bits once repeats are counted once; 72 are needed); generate one, e.g. openssl rand -hex 32',
    ],
    ['PGlite without consent', { DATABASE_URL: undefined }, REFUSALS.embedded],
  ])('refuses %s', (_case, changes, message) => {
    expect(problemsOf(production(changes))).toEqual([message]);
  });

  it('reports a short APP_SECRET once, by its length', () => {
    expect(problemsOf(production({ APP_SECRET: 'aaaa' }))).toEqual([
      'APP_SECRET: must be at least 32 characters',
    ]);
  });

  it('runs on the embedded database when ALLOW_EMBEDDED_DATABASE=1', () => {
    const config = loadConfig(
      production({ DATABASE_URL: undefined, ALLOW_EMBEDDED_DATABASE: '1' }),
    );
    expect(config.databaseUrl).toBeUndefined();
    expect(problemsOf(production({ ALLOW_EMBEDDED_DATABASE: 'yes' }))).toEqual([
      'ALLOW_EMBEDDED_DATABASE: must be 1 or 0',
    ]);
    expect(
      problemsOf(production({ DATABASE_URL: undefined, ALLOW_EMBEDDED_DATABASE: '0' })),
    ).toEqual([REFUSALS.embedded]);
  });

  it('refuses code throttles loose enough to flood a phone, and takes the defaults', () => {
    expect(
      problemsOf(
        production({ OTP_RESEND_AFTER_SECONDS: '3', OTP_SENDS_PER_ADDRESS_PER_HOUR: '50' }),
      ),
    ).toEqual([
      'OTP_RESEND_AFTER_SECONDS: must be at least 10 in production, or one address could be sent a code every few seconds',
      "OTP_SENDS_PER_ADDRESS_PER_HOUR: must be at most 10 in production, or one person's phone could be flooded with codes",
    ]);
    expect(
      problemsOf(
        production({ OTP_RESEND_AFTER_SECONDS: '10', OTP_SENDS_PER_ADDRESS_PER_HOUR: '10' }),
      ),
    ).toEqual([]);
    expect(problemsOf(production({ OTP_RESEND_AFTER_SECONDS: 'soon' }))).toEqual([
      expect.stringMatching(/^OTP_RESEND_AFTER_SECONDS: /),
    ]);
  });

  it('lists malformed variables and production refusals together', () => {
    expect(
      problemsOf(production({ PORT: 'eighty', PAYMENT_PROVIDER: 'sandbox', SMTP_URL: undefined })),
    ).toEqual(['PORT: must be a port number', REFUSALS.sandbox, REFUSALS.smtp]);
  });

  it('leaves a malformed value to its own message, never two for one variable', () => {
    expect(
      problemsOf(
        production({ PUBLIC_URL: 'members.example.org', ASSOCIATION_GSTIN: '27AAPFU0939F1Z' }),
      ),
    ).toEqual([
      'PUBLIC_URL: must be an http(s) URL',
      'ASSOCIATION_GSTIN: must be a 15-character GSTIN',
    ]);
  });

  it('refuses nothing of this in development and tests', () => {
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', APP_SECRET: 'a'.repeat(40) })).toEqual([]);
  });

  it('lets a benchmark run production code on the sandbox when it says so', () => {
    const config = loadConfig(
      { NODE_ENV: 'production', APP_SECRET: 'a'.repeat(40) },
      { refuseUnsafeProduction: false },
    );
    expect(config).toMatchObject({ isProduction: true, payment: { provider: 'sandbox' } });
  });
});
