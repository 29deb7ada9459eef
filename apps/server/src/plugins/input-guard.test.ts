// Text PostgreSQL cannot take is the client's error (400 in the contract's envelope), whichever route
// and part of the request carries it: NUL characters and half surrogate pairs in the path, query,
// JSON body or form fields.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { applicantBearer, staffBearer } from '../../test/support/tokens';
import { multipart } from '../../test/support/application-fixtures';
import { seededMember } from '../../test/support/payment-fixtures';
import { TEXT_NOT_ALLOWED } from './input-guard';

const t = useTestApp();

type Answer = { status: number; body: { success: boolean; message: string; errors?: unknown } };

async function send(request: InjectOptions): Promise<Answer> {
  const response = await t.app.inject(request);
  return { status: response.statusCode, body: response.json<Answer['body']>() };
}

const refused = (field: string) => ({
  status: 400,
  body: { success: false, message: TEXT_NOT_ALLOWED, errors: { [field]: TEXT_NOT_ALLOWED } },
});

describe('text PostgreSQL cannot store', () => {
  it('is refused in a query string, public or behind the staff guard', async () => {
    expect(await send({ method: 'GET', url: '/api/validate_membership?number=%00' })).toEqual(
      refused('number'),
    );
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    for (const list of ['members', 'reminders', 'staff', 'applications', 'export/members.csv']) {
      const answer = await send({
        method: 'GET',
        url: `/api/staff/${list}?q=a%00b`,
        headers: admin,
      });
      expect(answer, list).toEqual(refused('q'));
    }
  });

  it('is refused in a path value', async () => {
    expect(await send({ method: 'GET', url: '/api/verify_email/a%00@example.com' })).toEqual(
      refused('value'),
    );
  });

  it('is refused anywhere in a JSON body, named by its path', async () => {
    const callback = {
      razorpay_payment_id: '\u0000',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'signature',
    };
    expect(await send({ method: 'POST', url: '/api/PaymentSuccess', payload: callback })).toEqual(
      refused('razorpay_payment_id'),
    );

    const member = await seededMember(t.app, t.db, 'renew@example.com');
    const failure = { history_id: 1, error: { description: 'declined \ud800' } };
    expect(
      await send({
        method: 'POST',
        url: '/api/unsuccessful',
        headers: member.auth,
        payload: failure,
      }),
    ).toEqual(refused('error.description'));

    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const rename = { name: 'Gold\u0000', eligibility_remark: 'fine' };
    expect(
      await send({
        method: 'PATCH',
        url: '/api/staff/categories/1',
        headers: admin,
        payload: rename,
      }),
    ).toEqual(refused('name'));
  });

  it('is refused in a key of a JSON body', async () => {
    const answer = await send({
      method: 'POST',
      url: '/api/check_member',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","a\\u0000b":"x"}',
    });
    expect(answer).toEqual(refused('request'));
  });

  it('is refused in a form field of the saves', async () => {
    const applicant = await applicantBearer(t.app, { emails: ['asha.rao@example.com'] });
    const form = multipart({ name: 'Asha\u0000', email: 'asha.rao@example.com', is_draft: 1 });
    expect(
      await send({
        method: 'POST',
        url: '/api/step_1',
        headers: { ...applicant, ...form.headers },
        payload: form.payload,
      }),
    ).toEqual(refused('name'));
  });
});
