// A member's pages rendered with their data (decision 047): the page cookie names the member, the
// render reads through the real API with a short-lived token of the server's own, and the answer is
// kept by no cache. Without a live cookie the page is rendered as for anyone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';
import { signInWithPageCookie } from '../../test/support/page-cookie-login';

const root = mkdtempSync(join(tmpdir(), 'portico-member-pages-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(root, 'dist-server'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Portico</title></head><body><div id="root"></div></body></html>',
);
// Stands in for entry-server.tsx: with a session, plan status reads the plan through the API with the
// session's token, as the real screen's prefetch does. Each render's session is kept for the test.
writeFileSync(
  join(root, 'dist-server', 'entry-server.js'),
  `let transport;
globalThis.__renderSessions = [];
export function useTransport(next) { transport = next; }
export async function render(url, session) {
  globalThis.__renderSessions.push({ url, session: session ?? null });
  if (!session) return { kind: 'page', status: 200, html: '<p>Loading your plan…</p>', state: { queries: [] } };
  // /app/plan-status/{id} reads that id's plan (refused for anyone else's), as the real screen does.
  const id = new URL(url, 'http://x').pathname.split('/')[3] || session.user.id;
  const answer = await transport('/api/plan_status/' + id, {
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + session.token },
  });
  const body = await answer.json();
  return {
    kind: 'page',
    status: 200,
    html: '<h2>' + (body.data ? body.data.Plan_Name : 'refused ' + answer.status) + '</h2>',
    state: { queries: [{ queryHash: 'plan', state: { data: body.data } }] },
    member: answer.ok ? { id: session.user.id } : null,
  };
}
`,
);

type RenderCall = { url: string; session: { token: string; user: { id: number } } | null };
const renders = () => (globalThis as { __renderSessions?: RenderCall[] }).__renderSessions ?? [];

const signIn = signInWithPageCookie;

describe("a member's page rendered with their data", () => {
  const t = useTestApp({ config: (config) => ({ ...config, webDistDir: dist }) });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("renders plan status with the member's plan, read through the API, and no cache keeps it", async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    const response = await page('/app/plan-status', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<div id="root"><h2>[A-Z][a-z]+<\/h2><\/div>/);
    expect(response.body).toContain(
      `<script type="application/json" id="ssr-session">{"user":{"id":${answer.data.id}}}</script>`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    // The render's token: the member's session, a minute's life, and never in the page.
    const session = renders().at(-1)?.session;
    expect(session?.user.id).toBe(answer.data.id);
    const claims = decodeJwt(session?.token ?? '');
    expect(claims.sid).toBe(decodeJwt(answer.token).sid);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(60);
    expect(response.body).not.toContain(session?.token);
    expect(response.body).not.toContain(answer.token);
  });

  it('renders the renewal and upgrade checkouts with the session too', async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    const id = Buffer.from(String(answer.data.id)).toString('base64');
    for (const url of [`/app/checkout/${id}`, `/app/upgrade/checkout/${id}`]) {
      await page(url, cookie);
      expect(renders().at(-1)?.session?.user.id, url).toBe(answer.data.id);
    }
  });

  it('a page whose read refused the session does not say whose it is', async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    const response = await page(`/app/plan-status/${answer.data.id + 1000}`, cookie);
    expect(response.body).toContain('refused 40');
    expect(response.body).not.toContain('ssr-session');
  });

  it('without a cookie, the page is the one anyone gets, and caches still key on the cookie', async () => {
    const response = await page('/app/plan-status');
    expect(response.body).toContain('Loading your plan…');
    expect(response.body).not.toContain('ssr-session');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(renders().at(-1)?.session).toBeNull();
  });

  it('after logout, a kept copy of the cookie renders nobody', async () => {
    const { answer, cookie } = await signIn(t, 'active@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${answer.token}` },
    });
    const response = await page('/app/plan-status', cookie);
    expect(response.body).toContain('Loading your plan…');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(renders().at(-1)?.session).toBeNull();
  });

  it("the cookie is read for the member's pages only: other pages render as they did", async () => {
    const { cookie } = await signIn(t, 'active@example.com');
    for (const url of [
      '/login',
      '/register/user/select-membership',
      '/app/upgrade/membership-form',
    ]) {
      const response = await page(url, cookie);
      // Rendered as for anyone (or that render kept, decision 056): never with the member's session.
      const ofUrl = renders().filter((render) => render.url === url);
      expect(ofUrl.length, url).toBeGreaterThan(0);
      expect(
        ofUrl.every((render) => render.session === null),
        url,
      ).toBe(true);
      expect(response.body, url).toContain('Loading your plan…');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
