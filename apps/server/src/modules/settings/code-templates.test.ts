// The one-time code texts as admin templates (decision 046): each purpose's email and text message
// listed with its variables and today's text, the next code of each kind sent in the saved wording
// (on every channel, the code and the association filled in), and an SMS previewed as it will read.
import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@portico/domain/contracts/settings.contract';
import { useTestApp } from '../../../test/support/app';
import { outbox } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();
const URL = '/api/staff/settings/templates';

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: await staffBearer(t.app, t.db, 'admin@example.com'),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.json<{ data?: unknown }>() };
}

const send = (url: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload });

describe('one-time code templates', () => {
  it('are listed with their variables and the texts codes had', async () => {
    const list = (await call('GET', URL)).body.data as MessageTemplate[];
    const byKind = new Map(list.map((item) => [item.kind, item]));
    expect(byKind.get('verification_code_sms')).toMatchObject({
      channel: 'sms',
      is_default: true,
      subject: null,
      body: 'Your {{association_name}} verification code is {{code}}. It expires in {{minutes}} minutes.',
    });
    expect(byKind.get('staff_login_code_email')).toMatchObject({
      channel: 'email',
      subject: 'Your staff sign-in code for {{association_name}}',
    });
    expect(byKind.get('login_code_email')?.variables.map((v) => v.name)).toEqual([
      'code',
      'minutes',
      'association_name',
    ]);
    for (const kind of ['renewal_reminder_sms', 'renewal_expired_email'] as const) {
      expect(byKind.get(kind)?.is_default).toBe(true);
    }
  });

  it('word the next code of each purpose as saved', async () => {
    const save = async (kind: string, subject: string | null, body: string) =>
      expect((await call('PUT', `${URL}/${kind}`, { subject, body, version: 0 })).status).toBe(200);
    await save('verification_code_email', 'Code {{code}}', 'Use {{code}} within {{minutes}} min.');
    await save(
      'verification_code_sms',
      null,
      '{{association_name}} code {{code}} ({{minutes}} min)',
    );
    await save(
      'staff_login_code_email',
      'Staff code',
      'Staff code {{code}} for {{association_name}}',
    );
    await save('login_code_sms', null, 'Member login {{code}}');

    expect((await send('/api/send_email_otp', { email: 'asha@example.com' })).statusCode).toBe(200);
    const [mail] = await outbox(t.app, 'asha@example.com');
    expect(mail?.subject).toMatch(/^Code \d{4}$/);
    expect(mail?.text).toMatch(/^Use \d{4} within 10 min\.\n\n--\n/);

    expect((await send('/api/send_mobile_otp', { mobile_number: '9876501234' })).statusCode).toBe(
      200,
    );
    const [text] = await outbox(t.app, '9876501234');
    expect(text?.text).toMatch(
      new RegExp(`^${t.config.association.name} code \\d{4} \\(10 min\\)$`),
    );

    await send('/api/staff/login_otp', { email: 'admin@example.com' });
    await t.app.background.settled();
    const [staffMail] = await outbox(t.app, 'admin@example.com');
    expect(staffMail?.subject).toBe('Staff code');
    expect(staffMail?.text).toContain(`for ${t.config.association.name}`);
  });

  it('previews a code SMS with its sample values', async () => {
    const preview = await call('POST', `${URL}/login_code_sms/preview`, {
      subject: null,
      body: 'Login {{code}}, {{minutes}} minutes',
    });
    expect(preview).toMatchObject({
      status: 200,
      body: { data: { subject: null, text: 'Login 482913, 10 minutes', html: null } },
    });
    const refused = await call('POST', `${URL}/login_code_sms/preview`, {
      subject: null,
      body: 'Login {{otp}}',
    });
    expect(refused.status).toBe(400);
  });
});
