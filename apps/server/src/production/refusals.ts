// What production refuses to start with (decision 025): settings under which the portal runs but
// does the wrong thing for real members (no real payments, codes and links never delivered, links to
// localhost, the demo seller on tax invoices, a guessable secret, a single-process database). Read
// from the raw environment, so they are listed together with any malformed variable; a value the
// schema already refuses as malformed is left to that message.
import { GSTIN_PATTERN, isValidGstin } from '@portico/domain/gstin';
import { SECRET_HINT } from '../config/app-secret';
import { messagingRefusals } from '../config/messaging';
import { APP_SECRET_MIN_BITS, secretStrength } from './secret-strength';

/** The demo seller's GSTIN (config.ts's DEMO_ASSOCIATION), which is not a valid GSTIN at all. */
export const DEMO_GSTIN = '27AAAAA0000A1Z2';

/** Shorter secrets are refused by the schema, whatever NODE_ENV says. */
const APP_SECRET_MIN_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

const isTrue = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

function paymentProvider(env: Env): string[] {
  const provider = env.PAYMENT_PROVIDER ?? 'sandbox';
  return provider === 'sandbox'
    ? [
        'PAYMENT_PROVIDER: the sandbox takes no real payments; set PAYMENT_PROVIDER=razorpay with its keys',
      ]
    : [];
}

function delivery(env: Env): string[] {
  return [
    ...(env.SMTP_URL
      ? []
      : [
          'SMTP_URL: is required in production; without it sign-in codes, payment links and receipts are recorded but never emailed',
        ]),
    ...(env.SMS_GATEWAY_URL || env.SMS_PROVIDER === 'gupshup'
      ? []
      : [
          "SMS_GATEWAY_URL: is required in production; without it the codes that verify an applicant's WhatsApp number are recorded but never sent, so no application can be submitted",
        ]),
  ];
}

function publicUrl(env: Env): string[] {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    return [
      'PUBLIC_URL: is required in production: the https:// address members open, used in every emailed link',
    ];
  }
  if (!URL.canParse(value)) return []; // the schema's "must be an http(s) URL"
  return new URL(value).protocol === 'https:'
    ? []
    : ['PUBLIC_URL: must be an https:// URL in production'];
}

function seller(env: Env): string[] {
  const problems: string[] = [];
  const gstin = env.ASSOCIATION_GSTIN?.trim().toUpperCase();
  if (!gstin) {
    problems.push(
      `ASSOCIATION_GSTIN: is required in production; the demo GSTIN ${DEMO_GSTIN} would be printed on tax invoices`,
    );
  } else if (gstin === DEMO_GSTIN) {
    problems.push(`ASSOCIATION_GSTIN: is the demo GSTIN ${DEMO_GSTIN}; set the association's own`);
  } else if (GSTIN_PATTERN.test(gstin) && !isValidGstin(gstin)) {
    problems.push('ASSOCIATION_GSTIN: fails the GSTIN check character (the 15th); look for a typo');
  }
  if (!env.ASSOCIATION_NAME) {
    problems.push(
      "ASSOCIATION_NAME: is required in production; it is printed on tax invoices as the seller's name",
    );
  }
  if (!env.ASSOCIATION_ADDRESS) {
    problems.push(
      'ASSOCIATION_ADDRESS: is required in production; the demo address would be printed on tax invoices',
    );
  }
  return problems;
}

function appSecret(env: Env): string[] {
  const secret = env.APP_SECRET;
  if (!secret) {
    return [
      `APP_SECRET: is required in production: at least ${APP_SECRET_MIN_LENGTH} random characters, ${SECRET_HINT}`,
    ];
  }
  if (secret.length < APP_SECRET_MIN_LENGTH) return []; // the schema's "must be at least 32 characters"
  const strength = secretStrength(secret);
  if (strength.bits >= APP_SECRET_MIN_BITS) return [];
  const distinct = `${strength.distinctCharacters} distinct character${strength.distinctCharacters === 1 ? '' : 's'}`;
  return [
    `APP_SECRET: looks guessable (${distinct}, about ${Math.floor(strength.bits)} bits once repeats are counted once; ${APP_SECRET_MIN_BITS} are needed); generate one, ${SECRET_HINT}`,
  ];
}

function database(env: Env): string[] {
  if (env.DATABASE_URL || isTrue(env.ALLOW_EMBEDDED_DATABASE)) return [];
  return [
    'DATABASE_URL: is required in production; the embedded database (PGlite) serves one process and may lose recent writes in a crash. Set ALLOW_EMBEDDED_DATABASE=1 to run on it anyway',
  ];
}

/** Looser than this, codes become a way to flood a person's phone or run up the SMS bill. */
export const PRODUCTION_CODE_THROTTLES = {
  minResendAfterSeconds: 10,
  maxSendsPerAddressPerHour: 10,
};

function codeThrottles(env: Env): string[] {
  const { minResendAfterSeconds, maxSendsPerAddressPerHour } = PRODUCTION_CODE_THROTTLES;
  const resend = Number(env.OTP_RESEND_AFTER_SECONDS ?? minResendAfterSeconds);
  const perAddress = Number(env.OTP_SENDS_PER_ADDRESS_PER_HOUR ?? 1);
  return [
    // A malformed or out-of-range value is left to the schema's message (NaN compares false).
    ...(resend >= 1 && resend < minResendAfterSeconds
      ? [
          `OTP_RESEND_AFTER_SECONDS: must be at least ${minResendAfterSeconds} in production, or one address could be sent a code every few seconds`,
        ]
      : []),
    ...(perAddress > maxSendsPerAddressPerHour && perAddress <= 100
      ? [
          `OTP_SENDS_PER_ADDRESS_PER_HOUR: must be at most ${maxSendsPerAddressPerHour} in production, or one person's phone could be flooded with codes`,
        ]
      : []),
  ];
}

/** Every reason production would refuse this environment (empty values already removed). */
export function productionRefusals(env: Env): string[] {
  return [
    ...paymentProvider(env),
    ...delivery(env),
    ...messagingRefusals(env),
    ...codeThrottles(env),
    ...publicUrl(env),
    ...seller(env),
    ...appSecret(env),
    ...database(env),
  ];
}
