import { describe, expect, it } from 'vitest';
import {
  approvedForPaymentEmail,
  changesRequestedEmail,
  escapeHtml,
  referenceRequestEmail,
  type ApplicationSummary,
} from './templates';
import { TEST_BRAND as brand } from '../../../test/support/email-brand';

const application: ApplicationSummary = {
  appId: 'PA-000042',
  name: 'Asha <Rao>',
  companyName: 'Asha & Sons "Events"',
  category: 'Star',
  zone: 'North',
};

describe('notification templates', async () => {
  it('escapes everything that goes into HTML and keeps the text plain', async () => {
    const mail = await changesRequestedEmail(
      {
        application,
        note: 'Please <b>fix</b> the PAN\nand the address proof',
        fieldLabels: ['PAN number', 'Address proof'],
        editUrl: 'https://portal.example/register/user/membership-form/NDI=',
      },
      brand,
    );
    expect(mail.subject).toBe('Changes needed on your membership application PA-000042');
    expect(mail.text).toContain('Dear Asha <Rao>,');
    expect(mail.text).toContain('> Please <b>fix</b> the PAN\n> and the address proof');
    expect(mail.text).toContain('- PAN number\n- Address proof');
    expect(mail.text).toContain(
      'Update your application: https://portal.example/register/user/membership-form/NDI=',
    );
    expect(mail.html).toContain('Dear Asha &lt;Rao&gt;,');
    expect(mail.html).toContain('Please &lt;b&gt;fix&lt;/b&gt; the PAN<br/>and the address proof');
    expect(mail.html).toContain('<li>PAN number</li><li>Address proof</li>');
    expect(mail.html).toMatch(
      /<a href="https:\/\/portal\.example\/register\/user\/membership-form\/NDI="[^>]*>(<span>)?[^]*?Update your application/,
    );
    expect(mail.html).not.toContain('<b>fix');
  });

  it('gives the proposer both links and their expiry', async () => {
    const mail = await referenceRequestEmail(
      {
        proposerName: 'Aarav Mehta',
        num: 1,
        application,
        approveUrl: 'https://p.example/application/1/NDI=/approve?t=a.b.c',
        rejectUrl: 'https://p.example/application/1/NDI=/reject?t=a.b.c',
        expiresAt: new Date(2026, 2, 16, 12),
      },
      brand,
    );
    expect(mail.subject).toBe('Reference request: Asha & Sons "Events" named you as proposer');
    expect(mail.text).toContain(
      'Approve the applicant: https://p.example/application/1/NDI=/approve?t=a.b.c',
    );
    expect(mail.text).toContain(
      'Reject the applicant: https://p.example/application/1/NDI=/reject?t=a.b.c',
    );
    expect(mail.text).toContain('16-Mar-2026');
    expect(mail.text).toContain('asks you to confirm your answer');
    expect(mail.html).toContain('Asha &amp; Sons &quot;Events&quot;');
  });

  it('tells the approved applicant where to pay and until when', async () => {
    const mail = await approvedForPaymentEmail(
      {
        application,
        paymentUrl: 'https://p.example/register/user/checkout/NDI=?t=x',
        expiresAt: new Date(2026, 2, 9, 12),
      },
      brand,
    );
    expect(mail.text).toContain('Pay now: https://p.example/register/user/checkout/NDI=?t=x');
    expect(mail.text).toContain('09-Mar-2026');
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });
});
