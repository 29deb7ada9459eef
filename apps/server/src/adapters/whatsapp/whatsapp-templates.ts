// Which WhatsApp template carries each message kind, and its body parameters in order (docs/messages.md
// lists them with the wording to register with Meta). The codes use an authentication template: its
// body's one parameter is the code, and the copy-code button takes the code again as its URL
// parameter, as Meta documents for sending authentication templates.
import type { TextMessageKind } from '@portico/domain/contracts/values';
import type { WhatsappTemplate } from '../../config/messaging';

/** The names of the values a kind's template takes, in the order of its {{1}}, {{2}}, …. */
export const WHATSAPP_PARAMETERS: Readonly<Record<TextMessageKind, readonly string[]>> = {
  verification_code: ['code'],
  login_code: ['code'],
  // The review updates take the variables of their SMS templates (message-templates.ts).
  changes_requested: ['app_id'],
  rejected: ['app_id'],
  approved_for_payment: ['app_id', 'expires_on'],
  renewal_reminder: ['name', 'expires_on', 'link'],
  application_received: ['app_id'],
  // The pre-debit notice of auto-renewal (decision 099).
  auto_renewal_notice: ['name', 'amount', 'debit_on', 'reference', 'link'],
  // A company's team: a person invited by mobile number (decision 110); the link is the sign-in page.
  team_invitation: ['inviter', 'company', 'link'],
};

const AUTHENTICATION: ReadonlySet<TextMessageKind> = new Set(['verification_code', 'login_code']);

type TextParameter = { type: 'text'; text: string };
export type TemplateComponent =
  | { type: 'body'; parameters: TextParameter[] }
  | { type: 'button'; sub_type: 'url'; index: '0'; parameters: TextParameter[] };

/** The request body of POST /{phone-number-id}/messages for a template message. */
export type TemplateMessageBody = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: string }; components: TemplateComponent[] };
};

/** The values are missing or not text: the message can never be sent as it is. */
export class TemplateValuesError extends Error {}

/** The values a kind needs, read from the outbox row's payload ({ code: '123456' }, …). */
export function templateValues(kind: TextMessageKind, payload: unknown): string[] {
  const values = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  return WHATSAPP_PARAMETERS[kind].map((name) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TemplateValuesError(`The ${kind} WhatsApp message lacks its ${name}`);
    }
    // Meta refuses new lines, tabs and runs of more than four spaces in a parameter.
    return String(value)
      .replace(/[\n\t]+/g, ' ')
      .replace(/ {5,}/g, '    ');
  });
}

export function templateMessageBody(
  to: string,
  kind: TextMessageKind,
  template: WhatsappTemplate,
  values: readonly string[],
): TemplateMessageBody {
  const text = (value: string): TextParameter => ({ type: 'text', text: value });
  const components: TemplateComponent[] = [{ type: 'body', parameters: values.map(text) }];
  if (AUTHENTICATION.has(kind)) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [text(values[0] ?? '')],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}
