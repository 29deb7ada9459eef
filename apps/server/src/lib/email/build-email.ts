// Every email the portal sends is built here: the admin's wording (or the fixed wording) filled with
// the values, laid out with the association's name, logo, address and contact, as an HTML part and a
// plain-text part that say the same thing, with the headers the kind needs (renewal reminders carry
// List-Unsubscribe, RFC 2369, and one-click unsubscribe, RFC 8058).
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import {
  fillTemplate,
  templateDefinition,
  type TemplateValues,
} from '@portico/domain/message-templates';
import { defaultTemplateText, type TemplateText } from './template-text';
import { blockText, emailBlocks, type EmailBlock } from './email-blocks';
import type { EmailBrand } from './email-brand';
import { renderEmailHtml } from './email-layout';
import { FIXED_EMAILS, type FixedEmailKind } from './fixed-emails';

export type EmailKind = MessageTemplateKind | FixedEmailKind;

export type BuiltEmail = {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on reminders); none for most kinds. */
  headers?: Record<string, string>;
  /** The From's name: the association as saved when the email was built (issue #27). */
  fromName: string;
};

export type BuildOptions = {
  /** The admin's wording of a template kind (else its default text). */
  template?: TemplateText | undefined;
  /** Reminders: the signed address that turns this member's email reminders off. */
  unsubscribeUrl?: string | undefined;
};

/** The kinds that carry tax documents name the association's GSTIN in the footer. */
const WITH_GSTIN: ReadonlySet<EmailKind> = new Set(['receipt_email', 'credit_note']);

const isFixed = (kind: EmailKind): kind is FixedEmailKind => kind in FIXED_EMAILS;

function wordingOf(kind: EmailKind, template: TemplateText | undefined) {
  if (isFixed(kind)) {
    const fixed = FIXED_EMAILS[kind];
    return { subject: fixed.subject, body: fixed.body, links: new Set(fixed.links) };
  }
  const definition = templateDefinition(kind);
  if (definition.channel !== 'email') throw new Error(`${kind} is not an email`);
  const text = template ?? defaultTemplateText(kind);
  const links = definition.variables.filter((v) => v.isLink).map((v) => v.name);
  return { subject: text.subject ?? '', body: text.body, links: new Set(links) };
}

/** Subjects are one line: a value's line breaks become spaces. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

function footerText(brand: EmailBrand, gstin: boolean, unsubscribeUrl: string | undefined) {
  const contact = [brand.email, brand.phone].filter(Boolean).join(' · ');
  return [
    '--',
    brand.name,
    brand.address,
    contact,
    gstin && brand.gstin ? `GSTIN ${brand.gstin}` : '',
    unsubscribeUrl ? `Stop renewal reminders by email: ${unsubscribeUrl}` : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The inbox's preview line: the first block after the greeting. */
const previewOf = (blocks: readonly EmailBlock[]) => {
  const block = blocks[1] ?? blocks[0];
  return block ? blockText(block).slice(0, 140) : '';
};

export async function buildEmail(
  kind: EmailKind,
  values: TemplateValues,
  brand: EmailBrand,
  options: BuildOptions = {},
): Promise<BuiltEmail> {
  const all = { association_name: brand.name, ...values };
  const wording = wordingOf(kind, options.template);
  const blocks = emailBlocks(wording.body, all, wording.links);
  const subject = oneLine(fillTemplate(wording.subject, all));
  const gstin = WITH_GSTIN.has(kind);
  const { unsubscribeUrl } = options;
  const html = renderEmailHtml({
    brand,
    subject,
    preview: previewOf(blocks),
    blocks,
    footer: { gstin, unsubscribeUrl },
  });
  const text = [...blocks.map(blockText), footerText(brand, gstin, unsubscribeUrl)].join('\n\n');
  const email: BuiltEmail = { subject, text, html, fromName: brand.name };
  if (unsubscribeUrl) {
    email.headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  return email;
}
