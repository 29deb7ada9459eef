// A member's login by emailed code, as the browser makes it: the answer, the Set-Cookie header and the
// page cookie as a Cookie header to send back (decision 047).
import type { LoginUser } from '@portico/domain/member';
import { PAGE_COOKIE, cookieValue } from '../../src/modules/auth/page-cookie';
import type { TestContext } from './app';
import { outbox } from './pipeline-fixtures';

export async function signInWithPageCookie(t: TestContext, address: string) {
  await t.app.inject({ method: 'POST', url: '/api/login_otp', payload: { email_phone: address } });
  await t.app.background.settled();
  const mail = (await outbox(t.app, address)).find((message) =>
    message.text.includes('login code'),
  );
  const otp = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email_phone: address, otp },
  });
  if (response.statusCode !== 200)
    throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  // The device cookie comes too (decision 071): the page cookie's own header.
  const header = response.headers['set-cookie'];
  const headers = Array.isArray(header) ? header : header ? [header] : [];
  const setCookie = headers.find((one) => one.startsWith(`${PAGE_COOKIE}=`)) ?? '';
  const cookie = `${PAGE_COOKIE}=${cookieValue(setCookie.split(';')[0], PAGE_COOKIE) ?? ''}`;
  return { answer: response.json<{ token: string; data: LoginUser }>(), setCookie, cookie };
}
