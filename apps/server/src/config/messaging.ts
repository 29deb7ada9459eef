// The WhatsApp and SMS providers' settings (issue #16): the WhatsApp Cloud API's number, token and
// templates, the SMS gateway's kind, and the DLT registration (entity id, sender id, a template id per
// message kind) without which Indian carriers drop an SMS. Read from the environment like every other
// setting (config.ts); production refuses an SMS gateway without a DLT template for every kind.
import { z } from 'zod';
import {
  ALL_TEXT_MESSAGE_KINDS,
  TEXT_MESSAGE_KINDS,
  type TextMessageKind,
} from '@portico/domain/contracts/values';

type Env = Readonly<Record<string, string | undefined>>;

export const SMS_PROVIDERS = ['generic', 'gupshup'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** The documented endpoints; a base URL setting points them at a stand-in in tests. */
export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com/v21.0';
export const GUPSHUP_DEFAULT_URL = 'https://enterprise.smsgupshup.com/GatewayAPI/rest';

const envKind = (kind: TextMessageKind) => kind.toUpperCase();
/** SMS_DLT_TEMPLATE_LOGIN_CODE, … */
export const smsTemplateVariable = (kind: TextMessageKind) => `SMS_DLT_TEMPLATE_${envKind(kind)}`;
/** WHATSAPP_TEMPLATE_LOGIN_CODE, … as `name` or `name:language`. */
export const whatsappTemplateVariable = (kind: TextMessageKind) =>
  `WHATSAPP_TEMPLATE_${envKind(kind)}`;

const optionalText = z.string().trim().min(1).optional();
const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}(:[A-Za-z_]{2,6})?$/, 'must be a template name, optionally :language')
  .optional();
const dltId = z
  .string()
  .trim()
  .regex(/^\d{10,25}$/, 'must be the DLT id as digits')
  .optional();

/** Merged into the server's environment schema (config/env-schema.ts). */
export const messagingEnvShape = {
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'must be the phone number id as digits')
    .optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The language of templates named without one, e.g. en, en_US, hi. */
  WHATSAPP_LANGUAGE: z
    .string()
    .trim()
    .regex(/^[A-Za-z_]{2,6}$/, 'must be a language code such as en or en_US')
    .optional(),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  ...Object.fromEntries(
    ALL_TEXT_MESSAGE_KINDS.map((k) => [whatsappTemplateVariable(k), templateName]),
  ),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default('generic'),
  SMS_DLT_ENTITY_ID: dltId,
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT header (sender id)')
    .optional(),
  /** Gupshup Enterprise: the account's user id and password. */
  SMS_GUPSHUP_USERID: optionalText,
  SMS_GUPSHUP_PASSWORD: optionalText,
  ...Object.fromEntries(ALL_TEXT_MESSAGE_KINDS.map((k) => [smsTemplateVariable(k), dltId])),
} as Record<string, z.ZodType>;

export type WhatsappTemplate = { name: string; language: string };

export type WhatsappConfig = {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  templates: Readonly<Partial<Record<TextMessageKind, WhatsappTemplate>>>;
};

export type SmsConfig = {
  provider: SmsProvider;
  /** Unset: no gateway; the outbox is the delivery (development, tests). */
  url: string | undefined;
  entityId: string | undefined;
  senderId: string | undefined;
  templateIds: Readonly<Partial<Record<TextMessageKind, string>>>;
  gupshup: { userId: string; password: string } | undefined;
};

export type MessagingConfig = {
  /** Unset unless both the token and the phone number id are set. */
  whatsapp: WhatsappConfig | undefined;
  /** For the webhook: the app secret signs status reports, the verify token answers the handshake. */
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  sms: SmsConfig;
};

/** From the parsed (or raw, trimmed) environment. */
export function messagingConfig(e: Env): MessagingConfig {
  const language = e.WHATSAPP_LANGUAGE ?? 'en';
  const templates: Partial<Record<TextMessageKind, WhatsappTemplate>> = {};
  const templateIds: Partial<Record<TextMessageKind, string>> = {};
  for (const kind of ALL_TEXT_MESSAGE_KINDS) {
    const named = e[whatsappTemplateVariable(kind)];
    if (named) {
      const [name = named, lang] = named.split(':');
      templates[kind] = { name, language: lang ?? language };
    }
    const id = e[smsTemplateVariable(kind)];
    if (id) templateIds[kind] = id;
  }
  const provider: SmsProvider = e.SMS_PROVIDER === 'gupshup' ? 'gupshup' : 'generic';
  return {
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiUrl: (e.WHATSAPP_API_URL ?? WHATSAPP_DEFAULT_API_URL).replace(/\/+$/, ''),
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            templates,
          }
        : undefined,
    whatsappAppSecret: e.WHATSAPP_APP_SECRET,
    whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN,
    sms: {
      provider,
      url: e.SMS_GATEWAY_URL ?? (provider === 'gupshup' ? GUPSHUP_DEFAULT_URL : undefined),
      entityId: e.SMS_DLT_ENTITY_ID,
      senderId: e.SMS_SENDER_ID,
      templateIds,
      gupshup:
        e.SMS_GUPSHUP_USERID && e.SMS_GUPSHUP_PASSWORD
          ? { userId: e.SMS_GUPSHUP_USERID, password: e.SMS_GUPSHUP_PASSWORD }
          : undefined,
    },
  };
}

/** Settings that only make sense together, whatever NODE_ENV says. */
export function messagingProblems(e: Env): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (!e.WHATSAPP_TOKEN !== !e.WHATSAPP_PHONE_NUMBER_ID) {
    problems.push({
      path: e.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN',
      message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together',
    });
  }
  if (e.SMS_PROVIDER === 'gupshup') {
    for (const key of ['SMS_GUPSHUP_USERID', 'SMS_GUPSHUP_PASSWORD'] as const) {
      if (!e[key]) problems.push({ path: key, message: 'is required when SMS_PROVIDER=gupshup' });
    }
  }
  return problems;
}

/**
 * Whether a text of `kind` would go out: its template is configured for the channel that would carry
 * it (WhatsApp when configured, else the SMS gateway). An optional kind is skipped without it.
 */
export function canText(config: MessagingConfig, kind: TextMessageKind): boolean {
  if (config.whatsapp) return config.whatsapp.templates[kind] !== undefined;
  return config.sms.url !== undefined && config.sms.templateIds[kind] !== undefined;
}

/**
 * Production's refusals (production/refusals.ts): a real SMS gateway without the DLT registration
 * (carriers drop every message), WhatsApp without a template for a kind it would carry, or without
 * the webhook's secrets (its reports could not be verified).
 */
export function messagingRefusals(e: Env): string[] {
  const config = messagingConfig(e);
  const problems: string[] = [];
  if (config.sms.url) {
    const why = 'Indian carriers drop an SMS without it';
    if (!e.SMS_DLT_ENTITY_ID) {
      problems.push(`SMS_DLT_ENTITY_ID: is required with an SMS gateway; ${why}`);
    }
    if (!e.SMS_SENDER_ID) problems.push(`SMS_SENDER_ID: is required with an SMS gateway; ${why}`);
    const missing = TEXT_MESSAGE_KINDS.filter((kind) => !config.sms.templateIds[kind]);
    if (missing.length > 0) {
      problems.push(
        `${missing.map(smsTemplateVariable).join(', ')}: a DLT template id is required for every SMS message kind (${missing.join(', ')}); ${why}`,
      );
    }
  }
  if (config.whatsapp) {
    const missing = TEXT_MESSAGE_KINDS.filter((kind) => !config.whatsapp?.templates[kind]);
    if (missing.length > 0) {
      problems.push(
        `${missing.map(whatsappTemplateVariable).join(', ')}: a WhatsApp template is required for every message kind it carries (${missing.join(', ')})`,
      );
    }
    for (const key of ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const) {
      if (!e[key]) {
        problems.push(`${key}: is required with WhatsApp; without it delivery reports are refused`);
      }
    }
  }
  return problems;
}
