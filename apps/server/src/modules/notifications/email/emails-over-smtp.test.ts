// Every kind of email, sent through the app's mail sender to a real SMTP server started here, parsed
// as a mail client would (mailparser): both parts, the association in the HTML, the headers.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATE_DEFINITIONS, sampleValues } from '@portico/domain/message-templates';
import { useTestApp } from '../../../../test/support/app';
import { DEMO_ASSOCIATION } from '../../../config/types';
import { buildEmail, type EmailKind } from '../../../lib/email/build-email';
import { emailBrand } from '../../../lib/email/email-brand';

/** A real SMTP server on a free port that keeps every message it receives, parsed. */
function useSmtpServer() {
  const state = { port: 0, received: [] as ParsedMail[] };
  let server: SMTPServer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => state.received.push(mail))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.port = (server.server.address() as AddressInfo).port;
  });
  beforeEach(() => {
    state.received.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

const PUBLIC_URL = 'https://portal.aeb.example';
const association = {
  ...DEMO_ASSOCIATION,
  email: 'office@aeb.example',
  phone: '+91 22 5555 0101',
  logo: { key: 'logo-7', contentType: 'image/png' as const },
};
const brand = emailBrand(association, PUBLIC_URL);
const LOGO_URL = `${PUBLIC_URL}/api/association/logo?v=logo-7`;

const AUTO_RENEWAL_COMMON = {
  member_name: 'Asha Rao',
  member_number: 'AEB-0001',
  method: 'e-mandate (netbanking, debit card or Aadhaar)',
  reference: 'AR-000001',
  amount: '₹17,700.00',
};
const AUTO_RENEWAL_VALUES = {
  auto_renewal_notice: {
    ...AUTO_RENEWAL_COMMON,
    debit_on: '22-11-2026',
    cancel_url: `${PUBLIC_URL}/auto-renewal/cancel?m=1&t=token`,
  },
  auto_renewal_paid: { ...AUTO_RENEWAL_COMMON, paid_on: '22-11-2026', valid_until: '29-11-2027' },
  auto_renewal_failed: {
    ...AUTO_RENEWAL_COMMON,
    reason: 'The debit was declined by the bank.',
    debit_on: '23-11-2026',
    cancel_url: `${PUBLIC_URL}/auto-renewal/cancel?m=1&t=token`,
  },
  auto_renewal_lapsed: {
    ...AUTO_RENEWAL_COMMON,
    reason: 'The debit was declined by the bank.',
    end_date: '29-11-2026',
    pay_url: `${PUBLIC_URL}/login`,
  },
  auto_renewal_held: {
    ...AUTO_RENEWAL_COMMON,
    what_to_do: 'Please confirm your documents first.',
    home_url: `${PUBLIC_URL}/login`,
  },
  auto_renewal_cancelled: AUTO_RENEWAL_COMMON,
};

const FIXED_VALUES: Record<Exclude<EmailKind, (typeof EMAIL_TEMPLATES)[number]>, object> = {
  test_message: { staff_name: 'Asha Admin' },
  staff_invitation: {
    staff_name: 'Esha East',
    inviter_name: 'Asha Admin',
    roles: 'accounts',
    email: 'esha@example.com',
    sign_in_url: `${PUBLIC_URL}/staff/login`,
  },
  team_invitation: {
    person_name: 'Ravi Kumar',
    inviter_name: 'Asha Rao',
    company_name: 'Bright Events',
    role: 'billing',
    email: 'ravi@example.com',
    sign_in_url: `${PUBLIC_URL}/login`,
  },
  team_transfer_requested: {
    staff_name: 'Priya Office',
    holder_name: 'Asha Rao',
    new_holder_name: 'Ravi Kumar',
    company_name: 'Bright Events',
    member_label: 'Bright Events (AEB-0001)',
    member_url: `${PUBLIC_URL}/staff/members/1`,
  },
  team_transfer_approved: {
    person_name: 'Asha Rao',
    new_holder_name: 'Ravi Kumar',
    company_name: 'Bright Events',
    team_url: `${PUBLIC_URL}/app/team`,
  },
  team_transfer_refused: {
    person_name: 'Asha Rao',
    new_holder_name: 'Ravi Kumar',
    company_name: 'Bright Events',
    reason: 'Ravi is not a director of the company',
    team_url: `${PUBLIC_URL}/app/team`,
  },
  credit_note: {
    member_name: 'Asha Rao',
    amount: '₹1180.00',
    order_id: 'ORD-1',
    number: 'CN/2026-27/000001',
    issued_on: '05-07-2026',
    invoice_number: 'PT/2026-27/000001',
    reason: 'Duplicate payment',
    file_name: 'credit-note.pdf',
  },
  report_summary: {
    staff_name: 'Governing Body One',
    month_name: 'February 2026',
    members: '412',
    members_change: '+3',
    renewals: '30 of the 34 memberships that ended in February 2026 were renewed (88.2%).',
    income: '₹4,72,000.00 after credit notes of ₹0.00.',
    applications: 'none waiting.',
    reports_url: `${PUBLIC_URL}/staff/reports`,
  },
  ...AUTO_RENEWAL_VALUES,
};
const EMAIL_TEMPLATES = MESSAGE_TEMPLATE_DEFINITIONS.filter((d) => d.channel === 'email').map(
  (d) => d.kind,
);

function valuesOf(kind: EmailKind): Record<string, string> {
  return kind in FIXED_VALUES
    ? (FIXED_VALUES[kind as keyof typeof FIXED_VALUES] as Record<string, string>)
    : sampleValues(kind as (typeof EMAIL_TEMPLATES)[number]);
}

/** The header as it arrived (mailparser folds List-* headers into one object). */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n[ \t]+/g, ' ');

const contentType = (mail: ParsedMail) =>
  (mail.headers.get('content-type') as { value: string } | undefined)?.value;

describe('emails over SMTP', () => {
  const smtp = useSmtpServer();
  const t = useTestApp({
    config: (config) => ({ ...config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }),
  });

  const kinds: EmailKind[] = [...EMAIL_TEMPLATES, 'credit_note', 'report_summary'];
  const isReminder = (kind: EmailKind) =>
    kind === 'renewal_reminder_email' || kind === 'renewal_expired_email';

  it.each(kinds)('%s arrives with both parts and the association', async (kind) => {
    const unsubscribeUrl = isReminder(kind)
      ? `${PUBLIC_URL}/api/reminders/unsubscribe?m=1&t=abc`
      : undefined;
    const email = await buildEmail(kind, valuesOf(kind), brand, { unsubscribeUrl });
    const withPdf = kind === 'receipt_email' || kind === 'credit_note';
    const pdf = Buffer.from('%PDF-1.4 test');
    await t.app.mail.send({
      to: 'asha@example.com',
      ...email,
      ...(withPdf
        ? { attachments: [{ filename: 'doc.pdf', content: pdf, contentType: 'application/pdf' }] }
        : {}),
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe(email.subject);
    expect(contentType(mail)).toBe(withPdf ? 'multipart/mixed' : 'multipart/alternative');
    expect(mail.text).toContain(association.name);
    expect(mail.text).toContain('Andheri East');
    expect(mail.text).not.toMatch(/Portico/);
    // From: the association's name as the email was built (issue #27), at MAIL_FROM's address.
    expect(mail.from?.value[0]?.name).toBe(association.name);
    const html = String(mail.html);
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain(`src="${LOGO_URL}"`);
    expect(html).toContain('alt="Association of Event &amp; Entertainment Businesses"');
    expect(html).toContain('Office 12, Demo House, Andheri East, Mumbai 400069, Maharashtra');
    expect(html).toContain('href="mailto:office@aeb.example"');
    expect(html).toContain('+91 22 5555 0101');
    expect(html).not.toMatch(/Portico/);
    expect(html.includes(`GSTIN ${association.gstin}`)).toBe(withPdf);
    // Every link of the HTML is written out in the text part.
    for (const [, href] of html.matchAll(/<a href="(https:[^"]+)"/g)) {
      expect(mail.text).toContain(href!.replace(/&amp;/g, '&'));
    }
    if (isReminder(kind)) {
      expect(headerLine(mail, 'list-unsubscribe')).toBe(
        `List-Unsubscribe: <${PUBLIC_URL}/api/reminders/unsubscribe?m=1&t=abc>`,
      );
      expect(headerLine(mail, 'list-unsubscribe-post')).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      expect(html).toContain('Stop renewal reminders by email');
    } else {
      expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
      expect(headerLine(mail, 'list-unsubscribe-post')).toBeUndefined();
    }
    expect(mail.attachments.map((file) => file.filename)).toEqual(withPdf ? ['doc.pdf'] : []);
  });

  it('sends a verification code from the app with the association as saved', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'asha@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe(`Your verification code for ${DEMO_ASSOCIATION.name}`);
    expect(contentType(mail)).toBe('multipart/alternative');
    expect(mail.text).toMatch(/^Your verification code is \d{4}\. It expires in 10 minutes\./);
    expect(String(mail.html)).toContain('Andheri East');
    expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
  });
});
