import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/support/app';

// A web build as Vite leaves it: the shell linking the entry's stylesheet, the route stylesheets,
// and beside dist/ the server's renderer. This renderer stands in for entry-server.tsx.
const root = mkdtempSync(join(tmpdir(), 'portico-pages-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(root, 'dist-server'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ENTRY_CSS = ':root{--x:1}.shell{display:grid}';
const LOGIN_CSS = '._title_a1{font-weight:700}';
const STAFF_CSS = '._table_b2{width:100%}';
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>Portico</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
    '</head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-1.css'), ENTRY_CSS);
writeFileSync(join(dist, 'assets', 'login-2.css'), LOGIN_CSS);
writeFileSync(join(dist, 'assets', 'staff-3.css'), STAFF_CSS);
// Vite copies a shared CSS module into every chunk's sheet that imports it: here the login rules.
writeFileSync(join(dist, 'assets', 'wizard-4.css'), `${LOGIN_CSS}._step_c3{margin:0}`);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-7.js'],
      dynamicImports: ['src/features/login.tsx'],
    },
    '_react-7.js': { file: 'assets/react-7.js' },
    'src/features/login.tsx': {
      file: 'assets/login-8.js',
      imports: ['_react-7.js', '_form-9.js', 'index.html'],
    },
    '_form-9.js': { file: 'assets/form-9.js', imports: ['_react-7.js'] },
  }),
);
writeFileSync(
  join(root, 'dist-server', 'entry-server.js'),
  `let transport;
export function useTransport(next) { transport = next; }
export async function render(url) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/boom') throw new Error('render failed');
  if (path === '/moved') return { kind: 'redirect', status: 302, location: '/login' };
  if (path === '/named') return { kind: 'page', status: 200, html: '<p>Hi</p>', state: {}, title: 'EMAK <&>', icon: '/api/association/logo?v=1&x' };
  if (path === '/register/user/select-membership') {
    const answer = await transport('/api/membership', { headers: { Accept: 'application/json' } });
    const body = await answer.json();
    return { kind: 'page', status: 200, html: '<ul class="shell">' + body.data.map((c) => '<li>' + c.name + '</li>').join('') + '</ul>', state: { queries: [] } };
  }
  return {
    kind: 'page',
    status: 200,
    html: '<h1 class="_title_a1 other">Log In</h1><p>' + 'Enter your email. '.repeat(100) + '</p>',
    state: { note: '</script><script>alert(1)</script>' },
    screens: path === '/login' ? ['src/features/login.tsx'] : [],
  };
}
`,
);

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('server-rendered pages', () => {
  const t = useTestApp({ config: (config) => ({ ...config, webDistDir: dist }) });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('puts the rendered page in the root, with its answers in a script that cannot be closed early', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1 class="_title_a1 other">Log In</h1><p>');
    expect(response.body).toContain('<script type="application/json" id="ssr-state">');
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it("titles the page with the association's name the renderer gives, escaped, never the product's", async () => {
    const { body } = await get('/named');
    expect(body).toContain('<title>EMAK &lt;&amp;&gt;</title>');
    expect(body).not.toContain('<title>Portico</title>');
    expect(body).toContain('<link rel="icon" href="/api/association/logo?v=1&amp;x">');
  });

  it("inlines the entry's styles and those whose classes the page uses, and no others", async () => {
    const { body } = await get('/login');
    expect(body).toContain(`<style>${ENTRY_CSS}</style>`);
    expect(body).toContain(`<style>${LOGIN_CSS}</style>`);
    expect(body).not.toContain(STAFF_CSS);
    // One copy of a shared module's rules is enough: the wizard's sheet, which repeats them, stays out.
    expect(body).not.toContain('_step_c3');
    // The entry's stylesheet is inlined: nothing blocks the first paint.
    expect(body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it("marks the inlined sheets, disabled, so that the app's loader does not fetch them again", async () => {
    const { body } = await get('/login');
    expect(body).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(body).toContain('<link rel="stylesheet" href="/assets/login-2.css" disabled>');
    expect(body).not.toContain('href="/assets/wizard-4.css"');
  });

  it("preloads the chunks of the page's screen, not those the entry brings", async () => {
    const { body } = await get('/login');
    const preloaded = [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloaded.map((link) => link[1])).toEqual(['/assets/login-8.js', '/assets/form-9.js']);
    // A screen that comes with the entry: nothing more to preload.
    expect((await get('/register/user/select-membership')).body).not.toContain('modulepreload');
  });

  it('lets exactly the inlined styles in through the content security policy', async () => {
    const response = await get('/login');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${hash(ENTRY_CSS)} ${hash(LOGIN_CSS)};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("script-src 'self'");
  });

  it('renders with the API answers, fetched in-process through the real routes', async () => {
    const { body } = await get('/register/user/select-membership');
    expect(body).toMatch(/<ul class="shell"><li>Star<\/li><li>Silver<\/li>/);
  });

  it('leaves the back office and the staff wizard to the browser', async () => {
    for (const url of ['/staff/applications', '/admin-update/user/membership-form', '/staff']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('ssr-state');
    }
  });

  it('falls back to the plain page when a render fails', async () => {
    const response = await get('/boom');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it("follows the router's redirect", async () => {
    const response = await get('/moved');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('compresses the rendered page for a browser that takes it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
