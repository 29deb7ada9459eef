// Two server processes on one PostgreSQL database (decision 027): the association's settings saved
// through one are what the other shows and numbers with at once (nothing is kept in a process).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { useSecondProcess } from '../../../test/support/second-process';
import { staffBearer } from '../../../test/support/tokens';

const t = useTestApp();
const other = useSecondProcess(t);

describe('settings saved through one process', () => {
  it('are answered by the other at once', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const before = await other.app.inject({ method: 'GET', url: '/api/association' });
    expect(before.json<{ data: { name: string } }>().data.name).toBe(t.config.association.name);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: await staffBearer(t.app, t.db, 'admin@example.com'),
      payload: {
        name: 'Event Makers of Tamil Nadu',
        short_name: 'EMTN',
        address: '1 Anna Salai, Chennai 600002',
        gstin: '33AABCT1234C1Z3',
        state: 'Tamil Nadu',
        email: null,
        phone: null,
        invoice_prefix: 'TN',
        member_number_prefix: 'TN-',
        sac_code: '999599',
        code_length: 5,
        gst_rate: 18,
        version: 0,
      },
    });
    expect(saved.statusCode).toBe(200);

    const after = await other.app.inject({ method: 'GET', url: '/api/association' });
    expect(after.json<{ data: unknown }>().data).toMatchObject({
      name: 'Event Makers of Tamil Nadu',
      short_name: 'EMTN',
    });
    const sent = await other.app.inject({
      method: 'POST',
      url: '/api/send_email_otp',
      payload: { email: 'asha@example.com' },
    });
    expect(sent.json()).toMatchObject({ code_length: 5 });
  });

  it('word the next code of the other process as the template saved through one', async (context) => {
    if (t.driver !== 'postgres') context.skip();
    const headers = await staffBearer(t.app, t.db, 'admin@example.com');
    const save = (body: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/settings/templates/verification_code_sms',
        headers,
        payload: { subject: null, body, version },
      });
    // A new number each time: a number may be sent one code a minute.
    const codeText = async (mobile: string) => {
      await other.app.inject({
        method: 'POST',
        url: '/api/send_mobile_otp',
        payload: { mobile_number: mobile },
      });
      const messages = await other.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${mobile}`,
      });
      return messages.json<{ text: string }[]>()[0]?.text;
    };
    expect(await codeText('9876501231')).toMatch(/^Your .+ verification code is \d{4}\./);
    expect((await save('First wording {{code}}', 0)).statusCode).toBe(200);
    expect(await codeText('9876501232')).toMatch(/^First wording \d{4}$/);
    expect((await save('Second wording {{code}}', 1)).statusCode).toBe(200);
    expect(await codeText('9876501233')).toMatch(/^Second wording \d{4}$/);
  });
});
