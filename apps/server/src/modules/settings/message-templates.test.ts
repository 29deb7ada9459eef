// The message templates in the back office: admin only, each kind's variables and default (today's
// text), unknown variables refused, a preview with sample values, saves and resets audited, and the
// next email or SMS sent with the saved wording.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@portico/domain/contracts/settings.contract';
import { MESSAGE_TEMPLATE_DEFINITIONS } from '@portico/domain/message-templates';
import type { PaymentOrder, ProviderSuccess } from '@portico/domain/checkout';
import { useTestApp } from '../../../test/support/app';
import { approvedApplication, paymentApi } from '../../../test/support/payment-fixtures';
import { STAR_APPLICANT } from '../../../test/support/application-fixtures';
import {
  latestMail,
  outbox,
  staffApi,
  submittedApplication,
} from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { auditLog } from '../../db/schema';

const t = useTestApp();
const URL = '/api/staff/settings/templates';

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  email = 'admin@example.com',
) {
  const response = await t.app.inject({
    method,
    url,
    headers: await staffBearer(t.app, t.db, email),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<{ message?: string; errors?: Record<string, string>; data?: unknown }>(),
  };
}

const REJECTED = {
  subject: '{{app_id}}: a decision on your application',
  body: 'Dear {{applicant_name}},\n\nWe cannot accept your {{category}} application.\n\n> {{reason}}',
};

describe('message templates', () => {
  it('lists every kind with its variables and its default, which is the text in use', async () => {
    expect((await call('GET', URL, undefined, 'office@example.com')).status).toBe(403);
    const { status, body } = await call('GET', URL);
    expect(status).toBe(200);
    const list = body.data as MessageTemplate[];
    expect(list.map((item) => item.kind)).toEqual(MESSAGE_TEMPLATE_DEFINITIONS.map((d) => d.kind));
    const rejected = list.find((item) => item.kind === 'rejected_email');
    expect(rejected).toMatchObject({
      channel: 'email',
      is_default: true,
      version: 0,
      subject: 'Your membership application {{app_id}} was not approved',
    });
    expect(rejected?.body).toBe(rejected?.default_body);
    expect(rejected?.variables.map((variable) => variable.name)).toEqual([
      'applicant_name',
      'app_id',
      'category',
      'reason',
      'association_name',
    ]);
    expect(list.find((item) => item.kind === 'rejected_sms')).toMatchObject({
      channel: 'sms',
      subject: null,
    });
  });

  it('refuses unknown variables, an empty subject and an unknown kind', async () => {
    const unknown = await call('PUT', `${URL}/rejected_email`, {
      subject: 'Hello {{name}}',
      body: 'Your code is {{ code }} for {{app_id}}',
      version: 0,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.body).toBe(
      '{{name}}, {{code}} are not variables of this message. It may use {{applicant_name}}, {{app_id}}, {{category}}, {{reason}}, {{association_name}}',
    );
    const noSubject = await call('PUT', `${URL}/rejected_email`, {
      ...REJECTED,
      subject: ' ',
      version: 0,
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.errors?.subject).toBe('Enter a subject');
    expect((await call('PUT', `${URL}/no_such_kind`, { ...REJECTED, version: 0 })).status).toBe(
      400,
    );
    const previewUnknown = await call('POST', `${URL}/rejected_sms/preview`, {
      subject: null,
      body: '{{link}}',
    });
    expect(previewUnknown.status).toBe(400);
  });

  it('previews a draft with the sample values, escaped in the HTML, without saving it', async () => {
    const asOffice = await call(
      'POST',
      `${URL}/rejected_email/preview`,
      REJECTED,
      'office@example.com',
    );
    expect(asOffice.status).toBe(403);
    const { status, body } = await call('POST', `${URL}/rejected_email/preview`, {
      subject: REJECTED.subject,
      body: `${REJECTED.body}\n\n<b>{{applicant_name}}</b>`,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      subject: 'PA-000042: a decision on your application',
      text: expect.stringMatching(
        /^Dear Asha Rao,\n\nWe cannot accept your Star application.\n\n> Not eligible yet.\n\n<b>Asha Rao<\/b>\n\n--\n/,
      ),
    });
    const html = (body.data as { html: string }).html;
    expect(html).toContain('>&lt;b&gt;Asha Rao&lt;/b&gt;</p>');
    // The association's layout, as the email will be sent: its name and address in the footer.
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain('Andheri East');
    const list = (await call('GET', URL)).body.data as MessageTemplate[];
    expect(list.find((item) => item.kind === 'rejected_email')?.is_default).toBe(true);
  });

  it('sends the next email and SMS with the saved wording; a reset brings the default back', async () => {
    const saved = await call('PUT', `${URL}/rejected_email`, { ...REJECTED, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ is_default: false, version: 1, ...REJECTED });
    const sms = await call('PUT', `${URL}/rejected_sms`, {
      subject: null,
      body: 'Decision on {{app_id}}: see your email.',
      version: 0,
    });
    expect(sms.status).toBe(200);
    // Saving on a stale copy is refused.
    expect((await call('PUT', `${URL}/rejected_email`, { ...REJECTED, version: 0 })).status).toBe(
      409,
    );

    const s = staffApi(t.app, t.db);
    const { id } = await submittedApplication(t.app, t.db, 'north');
    const rejected = await s.act(await s.as('zm.north@example.com'), id, 'reject', {
      remark: 'The PAN card does not match.',
    });
    expect(rejected.status).toBe(200);
    const mail = await latestMail(t.app, STAR_APPLICANT.email, 'a decision on your application');
    expect(mail.subject).toMatch(/^PA-\d+: a decision on your application$/);
    expect(mail.text).toContain('We cannot accept your');
    expect(mail.text).toContain('> The PAN card does not match.');
    const [text] = await outbox(t.app, STAR_APPLICANT.mobile);
    expect(text?.text).toMatch(/^Decision on PA-\d+: see your email\.$/);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'message_template'));
    expect(audits.map((row) => [row.action, row.entityId])).toEqual([
      ['settings.template_updated', 'rejected_email'],
      ['settings.template_updated', 'rejected_sms'],
    ]);
    expect(audits[0]?.before).toMatchObject({
      subject: 'Your membership application {{app_id}} was not approved',
    });
    expect(audits[0]?.after).toMatchObject({ subject: REJECTED.subject });

    const reset = await call('DELETE', `${URL}/rejected_email`);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ is_default: true, version: 0 });
    const [resetAudit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.template_reset'));
    expect(resetAudit?.after).toMatchObject({
      subject: 'Your membership application {{app_id}} was not approved',
    });
  });

  it('emails the next receipt with the saved wording and the association saved now', async () => {
    const saved = await call('PUT', `${URL}/receipt_email`, {
      subject: '{{association_name}}: invoice {{invoice_number}}',
      body: 'Hello {{member_name}},\n\nInvoice {{invoice_number}} for {{membership}} is attached.',
      version: 0,
    });
    expect(saved.status).toBe(200);
    const approved = await approvedApplication(t.app, t.db);
    const api = paymentApi(t.app);
    const placed: PaymentOrder = (
      await api.createOrder(approved.auth, { user_id: approved.applicationId, type: 'register' })
    ).body.data;
    const widget = (await api.pay(placed.order_id)).body as ProviderSuccess;
    const paid = await api.paymentSuccess({ ...widget, history_id: placed.history_id });
    const { invoice_number: invoice } = paid.body.data as { invoice_number: string };
    expect(await t.app.payments.receipts.emailJob.run()).toBeGreaterThanOrEqual(1);
    const mail = await latestMail(t.app, approved.email, `invoice ${invoice}`);
    expect(mail.subject).toBe(`${t.config.association.name}: invoice ${invoice}`);
    expect(mail.text).toMatch(new RegExp(`^Hello .+,\\n\\nInvoice ${invoice} for Gold`));
    expect(mail.text).toContain('Attached: Receipt-');
  });
});
