// The default templates are today's texts: every message rendered from its default template says, to
// the character, what the hand-written messages said before templates (captured in the file beside
// this file): the subject, and the text part up to the association's footer.
import { describe, expect, it } from 'vitest';
import { TODAY_TEXTS as golden } from './today-texts.golden';
import { TEST_BRAND as brand } from '../../../test/support/email-brand';
import * as t from './templates';
import type { MessageTemplateKind } from '@portico/domain/contracts/values';
import { CODE_REMINDER_TEXTS } from './code-reminder-texts.golden';
import { buildEmail } from '../../lib/email/build-email';
import { renderSms } from '../../lib/email/render-message';
import { defaultTemplateText } from '../settings/template-source';
import { reminderCase } from '../members/reminders';

const a = {
  appId: 'PA-000042',
  name: 'Asha <Rao>',
  companyName: 'Asha & Sons "Events"',
  category: 'Star',
  zone: 'North',
};
const b = { ...a, companyName: '', zone: '' };
const d = new Date('2026-03-05T10:00:00Z');
const staff = 'https://p.example/staff';

describe('default message templates', () => {
  it("render exactly today's emails and SMS", async () => {
    const rendered = {
      reviewSubmitted: await t.reviewRequestEmail(
        {
          recipientName: 'Ravi',
          application: a,
          stageLabel: 'Zone manager',
          reason: 'submitted',
          backOfficeUrl: staff,
        },
        brand,
      ),
      reviewResubmitted: await t.reviewRequestEmail(
        {
          recipientName: 'Ravi',
          application: b,
          stageLabel: 'Accounts',
          reason: 'resubmitted',
          backOfficeUrl: staff,
        },
        brand,
      ),
      reviewAdvanced: await t.reviewRequestEmail(
        {
          recipientName: 'Ravi',
          application: a,
          stageLabel: 'Governing body',
          reason: 'advanced',
          backOfficeUrl: staff,
        },
        brand,
      ),
      reference: await t.referenceRequestEmail(
        {
          proposerName: 'Meera',
          num: 2,
          application: a,
          approveUrl: 'https://p.example/a',
          rejectUrl: 'https://p.example/r',
          expiresAt: d,
        },
        brand,
      ),
      changes: await t.changesRequestedEmail(
        {
          application: a,
          note: 'Fix <b>PAN</b>\nand proof',
          fieldLabels: ['PAN number', 'Address proof'],
          editUrl: 'https://p.example/e',
        },
        brand,
      ),
      rejected: await t.rejectedEmail(
        { application: a, reason: 'Not eligible\nsecond line' },
        brand,
      ),
      cancelled: await t.cancelledEmail({ application: a, remark: 'Duplicate' }, brand),
      approved: await t.approvedForPaymentEmail(
        {
          application: a,
          paymentUrl: 'https://p.example/pay',
          expiresAt: d,
        },
        brand,
      ),
      changesSms: t.changesRequestedSms('PA-000042', undefined, brand),
      rejectedSms: t.rejectedSms('PA-000042', undefined, brand),
      approvedSms: t.approvedForPaymentSms('PA-000042', d, undefined, brand),
    };
    const footer = /\n\n--\nAssociation of Event Businesses\n[^]*$/;
    const said = Object.fromEntries(
      Object.entries(rendered).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value
          : { subject: value.subject, text: value.text.replace(footer, '') },
      ]),
    );
    expect(said).toEqual(golden);
  });

  it('renders an edited template with the values in place and never re-reads a value', async () => {
    const mail = await t.rejectedEmail({ application: a, reason: '{{app_id}} <script>' }, brand, {
      subject: 'About {{app_id}}',
      body: 'Hello {{applicant_name}}\n\n> {{reason}}',
    });
    expect(mail.subject).toBe('About PA-000042');
    expect(mail.text).toMatch(/^Hello Asha <Rao>\n\n> \{\{app_id\}\} <script>\n\n--\n/);
    expect(mail.html).toContain('>Hello Asha &lt;Rao&gt;</p>');
    expect(mail.html).toContain('>{{app_id}} &lt;script&gt;</p>');
    expect(mail.html).not.toContain('<script>');
  });

  it('render exactly the code and reminder texts they replaced', async () => {
    const code = { code: '482913', minutes: '10', association_name: brand.name };
    const expiry = new Date('2026-06-30T18:29:59.000Z');
    const day = 24 * 60 * 60 * 1000;
    const reminder = (days: number) => {
      const found = reminderCase(
        days < 0 ? 'before_30' : 'after_7',
        expiry,
        new Date(expiry.getTime() + days * day),
      );
      const values = {
        ...found.values,
        member_name: 'Asha <Rao>',
        member_number: 'PM-000042',
        link: 'https://p.example/renew-checkout-revive/NDI=?h=1&t=x&type=renew',
        association_name: brand.name,
      };
      return { ...found, values };
    };
    const email = async (kind: MessageTemplateKind, values: Record<string, string>) => {
      const built = await buildEmail(kind, values, brand);
      return { subject: built.subject, text: built.text.replace(/\n\n--\n[^]*$/, '') };
    };
    const sms = (kind: MessageTemplateKind, values: Record<string, string>) =>
      renderSms(defaultTemplateText(kind), values);
    const soon = reminder(-28);
    const tomorrow = reminder(-1);
    const ended = reminder(7);
    expect({
      verificationEmail: await email('verification_code_email', code),
      loginEmail: await email('login_code_email', code),
      staffEmail: await email('staff_login_code_email', code),
      verificationSms: sms('verification_code_sms', { ...code, association_name: brand.name }),
      loginSms: sms('login_code_sms', { ...code, association_name: brand.name }),
      reminderEmail: await email(soon.email, soon.values),
      reminderTomorrowEmail: await email(tomorrow.email, tomorrow.values),
      expiredEmail: await email(ended.email, ended.values),
      reminderSms: sms(soon.sms, { ...soon.values, association_name: brand.name }),
      expiredSms: sms(ended.sms, { ...ended.values, association_name: brand.name }),
    }).toEqual(CODE_REMINDER_TEXTS);
  });
});
