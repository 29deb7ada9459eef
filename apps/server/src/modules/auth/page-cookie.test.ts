// The page cookie (decision 047): set on login, HttpOnly and SameSite=Lax, never a key to the API,
// cleared and revoked by logout, and dead with its session.
import { sign as signCookie } from 'cookie-signature';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../../../test/support/app';
import { approvedApplication } from '../../../test/support/payment-fixtures';
import { outbox } from '../../../test/support/pipeline-fixtures';
import { staffBearer } from '../../../test/support/tokens';
import { PAGE_COOKIE } from './page-cookie';
import { signInWithPageCookie } from '../../../test/support/page-cookie-login';

const signIn = signInWithPageCookie;

const renderSessionOf = (t: TestContext, cookie: string) =>
  t.app.pageCookies.renderSession({ headers: { cookie } } as never);

describe('the page cookie', () => {
  const t = useTestApp();

  it('is set on a member login: HttpOnly, SameSite=Lax, the whole site, as long as the token', async () => {
    const { setCookie } = await signIn(t, 'active@example.com');
    expect(setCookie).toMatch(new RegExp(`^${PAGE_COOKIE}=[^;]+; `));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toMatch(/Max-Age=(4319\d|43200);/); // 12 hours, the member token's life
    // The test portal is served over http: a Secure cookie would never come back.
    expect(setCookie).not.toContain('Secure');
  });

  it('renders the member it names, and no API call takes it instead of the bearer token', async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    expect(await renderSessionOf(t, cookie)).toMatchObject({ userId: answer.data.id });

    const planStatus = `/api/plan_status/${answer.data.id}`;
    const byCookie = await t.app.inject({ method: 'GET', url: planStatus, headers: { cookie } });
    expect(byCookie.statusCode).toBe(401);
    const value = cookie.slice(PAGE_COOKIE.length + 1);
    const asBearer = await t.app.inject({
      method: 'GET',
      url: planStatus,
      headers: { authorization: `Bearer ${value}` },
    });
    expect(asBearer.statusCode).toBe(401);
    const writeByCookie = await t.app.inject({
      method: 'PUT',
      url: '/api/reminder_channels',
      headers: { cookie },
      payload: { email: true, whatsapp: false },
    });
    expect(writeByCookie.statusCode).toBe(401);
    const byToken = await t.app.inject({
      method: 'GET',
      url: planStatus,
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(byToken.statusCode).toBe(200);
  });

  it("is cleared by logout, and revoked: a copy kept from before renders nobody's page", async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${answer.token}`, cookie },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = String(logout.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${PAGE_COOKIE}=; Max-Age=0; Path=/; HttpOnly`));
    expect(await renderSessionOf(t, cookie)).toBeNull();
  });

  it('dies with its session: logout by the token alone (another tab) ends it too', async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    expect(await renderSessionOf(t, cookie)).toBeNull();
  });

  it("dies with the member's erasure, as their bearer tokens do (decision 045)", async () => {
    const { answer, cookie } = await signIn(t, 'renew@example.com');
    const auth = { authorization: `Bearer ${answer.token}` };
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/my_data_requests',
      headers: auth,
      payload: { kind: 'erasure', confirm: true },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const admin = await staffBearer(t.app, t.db, 'admin@example.com');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/staff/data-requests/${filed.json().data.id}/complete`,
      headers: admin,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await renderSessionOf(t, cookie)).toBeNull();
  });

  it('refuses a forged or altered cookie', async () => {
    const { cookie } = await signIn(t, 'active@example.com');
    const [name, payload, signature] = cookie.split(/[=.]/);
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      viewer: { userId: number };
    };
    claims.viewer.userId += 1;
    const altered = `${name}=${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await renderSessionOf(t, altered)).toBeNull();
    // Signed with the bearer tokens' key instead of the cookie's own: refused too.
    const signedWith = (key: string, text: string) => `${name}=${signCookie(text, key)}`;
    expect(
      await renderSessionOf(t, signedWith(`token:${t.config.appSecret}`, payload ?? '')),
    ).toBeNull();
    // Rightly signed, but past its expiry.
    const expired = {
      ...claims,
      viewer: { ...claims.viewer, userId: claims.viewer.userId - 1 },
      exp: 1,
    };
    const expiredText = Buffer.from(JSON.stringify(expired)).toString('base64url');
    expect(
      await renderSessionOf(t, signedWith(`page:${t.config.appSecret}`, expiredText)),
    ).toBeNull();
    const live = { ...expired, exp: Math.floor(Date.now() / 1000) + 60 };
    const liveText = Buffer.from(JSON.stringify(live)).toString('base64url');
    expect(
      await renderSessionOf(t, signedWith(`page:${t.config.appSecret}`, liveText)),
    ).not.toBeNull();
    expect(await renderSessionOf(t, `${PAGE_COOKIE}=nonsense`)).toBeNull();
  });

  it("an applicant's login sets one too, which renders no member page", async () => {
    const approved = await approvedApplication(t.app, t.db);
    const { setCookie, cookie } = await signIn(t, approved.email);
    expect(setCookie).toContain('HttpOnly');
    expect(await t.app.pageCookies.read({ headers: { cookie } } as never)).toMatchObject({
      viewer: { kind: 'applicant' },
    });
    expect(await renderSessionOf(t, cookie)).toBeNull();
  });

  it("a verification in a member's own form leaves the member's cookie as it is", async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    const auth = { authorization: `Bearer ${answer.token}`, cookie };
    await t.app.inject({
      method: 'POST',
      url: '/api/send_mobile_otp',
      headers: auth,
      payload: { mobile_number: '9876501234' },
    });
    const sms = (await outbox(t.app, '9876501234')).find((message) => /\d{4}/.test(message.text));
    const otp = /\b(\d{4})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify_otp',
      headers: auth,
      payload: { mobile_number: '9876501234', otp },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // Only the device cookie (decision 071): the page cookie is not set again.
    expect(String(verified.headers['set-cookie'])).not.toContain(`${PAGE_COOKIE}=`);
  });
});

describe('the page cookie on a portal served over https', () => {
  const t = useTestApp({
    config: (config) => ({ ...config, publicUrl: 'https://members.example.org' }),
  });

  it('is Secure', async () => {
    const { setCookie } = await signIn(t, 'active@example.com');
    expect(setCookie).toContain('; Secure');
  });
});
