// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from './app/api-client';
import { render } from './entry-server';

/** The HTML of `url` as the server renders it for a visitor it knows nothing about. */
async function htmlOf(url: string): Promise<string> {
  const page = await render(url);
  if (page.kind !== 'page') throw new Error(`${url} redirected to ${page.location}`);
  return page.html;
}

// What the server's HTML holds is what the first paint shows: anything that appears or moves only
// once the browser has the session and the answer shifts the page (Lighthouse's layout shift).
describe('server-rendered member pages keep their layout through hydration', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it("plan status: the spinner holds the plan's place, Log Out is there, Renew Plan waits", async () => {
    const html = await htmlOf('/app/plan-status');
    expect(html).toContain('Loading your plan…');
    expect(html).toContain('Log Out');
    expect(html).not.toContain('Renew Plan');
  });

  it('renewal checkout: the spinner alone, Make Payment waits for the checkout', async () => {
    const html = await htmlOf('/app/checkout/MTI=');
    expect(html).toContain('Loading checkout…');
    expect(html).toContain('Log Out');
    expect(html).not.toContain('Make Payment');
  });

  it('an applicant page has no Log Out for a visitor without a session', async () => {
    setApiTransport(async () => Response.json({ success: true, data: [] }));
    const html = await htmlOf('/register/user/select-membership');
    expect(html).not.toContain('Log Out');
  });
});

describe('the screen a page preloads', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it("names the matched route's lazy screen as Vite's manifest keys it", async () => {
    const page = await render('/login');
    expect(page.kind === 'page' ? page.screens : null).toEqual([
      'src/features/login/login.screen.tsx',
    ]);
  });

  it('names none where the screen comes with the entry (Select membership)', async () => {
    setApiTransport(async () => Response.json({ success: true, data: [] }));
    const page = await render('/register/user/select-membership');
    expect(page.kind === 'page' ? page.screens : null).toEqual([]);
  });
});
