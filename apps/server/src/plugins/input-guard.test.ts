// Text PostgreSQL cannot take is the client's error (400 in the contract's envelope), whichever route
// and part of the request carries it: NUL characters and half surrogate pairs in the path, query,
// JSON body or form fields.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { applicantBearer, staffBearer } from '../../test/support/tokens';
import { multipart } from '../../test/support/application-fixtures';
import { seededMember } from '../../test/support/payment-fixtures';
import {
  MAX_INPUT_DEPTH,
  MAX_INPUT_VALUES,
  NESTED_TOO_DEEPLY,
  TEXT_NOT_ALLOWED,
  TOO_MANY_VALUES,
  jsonShapeCounter,
} from './input-guard';

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

describe('the shape of a request', () => {
  const post = (payload: string) =>
    send({
      method: 'POST',
      url: '/api/send_email_otp',
      headers: { 'content-type': 'application/json' },
      payload,
    });
  const tooDeep = { status: 400, body: { success: false, message: NESTED_TOO_DEEPLY } };
  const tooMany = { status: 400, body: { success: false, message: TOO_MANY_VALUES } };

  it('refuses a body nested deeper than the limit, small or up to the body limit', async () => {
    const lists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    expect(await post(lists(MAX_INPUT_DEPTH + 1))).toEqual(tooDeep);
    expect(await post(objects(MAX_INPUT_DEPTH + 1))).toEqual(tooDeep);
    expect(await post(lists(500_000))).toEqual(tooDeep);
    expect(await post(objects(170_000))).toEqual(tooDeep);
    // At the limit the schema answers, as for any other wrong body.
    const atLimit = await post(`{"email":${lists(MAX_INPUT_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toBe(NESTED_TOO_DEEPLY);
  });

  it('refuses a body of more values than the limit, as keys or as a list', async () => {
    const keys = (count: number) =>
      `{"email":"a@example.com",${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(await post(keys(50_000))).toEqual(tooMany);
    expect(await post(keys(MAX_INPUT_VALUES))).toEqual(tooMany);
    expect(await post(`{"a":[${Array.from({ length: 500_000 }, () => '0').join(',')}]}`)).toEqual(
      tooMany,
    );
    // Small enough to skip the byte count: the walk refuses it.
    expect(await post(`{"a":[${'[],'.repeat(MAX_INPUT_VALUES)}[]]}`)).toEqual(tooMany);
  });

  it('names the path of text it cannot store deep in a body', async () => {
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const answer = await send({
      method: 'PATCH',
      url: '/api/staff/categories/1',
      headers: admin,
      payload: { name: 'Gold', extra: { rows: [{ note: 'ok' }, { note: 'a\u0000' }] } },
    });
    expect(answer).toEqual(refused('extra.rows.1.note'));
  });

  it('refuses a query string past the limits too', async () => {
    const wide = Array.from({ length: MAX_INPUT_VALUES + 1 }, () => 'k=1').join('&');
    expect(await send({ method: 'GET', url: `/api/validate_membership?${wide}` })).toEqual(tooMany);
  });
});

// The byte count of a large JSON body's shape: brackets and commas inside strings are text, not
// structure, whatever the chunks it arrives in.
function countIn(chunks: string[]): string | null {
  const count = jsonShapeCounter();
  for (const chunk of chunks) {
    const problem = count(Buffer.from(chunk));
    if (problem !== null) return problem;
  }
  return null;
}

describe('jsonShapeCounter', () => {
  it('counts depth past the limit, and not inside strings or after an escaped quote', () => {
    const deep = `${'['.repeat(MAX_INPUT_DEPTH + 1)}${']'.repeat(MAX_INPUT_DEPTH + 1)}`;
    expect(countIn([deep])).toBe(NESTED_TOO_DEEPLY);
    expect(countIn([`${'['.repeat(MAX_INPUT_DEPTH)}${']'.repeat(MAX_INPUT_DEPTH)}`])).toBeNull();
    expect(countIn([JSON.stringify({ a: '['.repeat(1000) })])).toBeNull();
    expect(countIn([JSON.stringify({ a: `\\"${'['.repeat(1000)}` })])).toBeNull();
  });

  it('counts values past the limit, commas in text left out', () => {
    expect(countIn([`[${'0,'.repeat(MAX_INPUT_VALUES)}0]`])).toBe(TOO_MANY_VALUES);
    expect(countIn([`[${'0,'.repeat(MAX_INPUT_VALUES - 2)}0]`])).toBeNull();
    expect(countIn([JSON.stringify([','.repeat(100_000)])])).toBeNull();
  });

  it('keeps its place across chunks split inside a string and its escapes', () => {
    const text = JSON.stringify({ a: `x\\"${'['.repeat(100)}` });
    const chunks = Array.from(text, (character) => character);
    expect(countIn(chunks)).toBeNull();
    const deep = '['.repeat(MAX_INPUT_DEPTH + 1);
    expect(countIn(Array.from(deep, (character) => character))).toBe(NESTED_TOO_DEEPLY);
  });
});
