// Server-rendered pages (decision 029). The web build leaves a renderer beside the browser's files
// (apps/web/dist-server/entry-server.js); for a page of the applicant and member tables it renders the
// HTML a visitor without a session sees, with the API's answers it needed (fetched in-process through
// the real routes), and the CSS those HTML classes use inlined, so the page paints before any script
// arrives. The browser then hydrates it. Without the renderer, or if a render fails, the page is the
// plain shell and the browser renders it alone, as before.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createPageCache, recordApiCall } from './page-cache';
import { PAGE_RENDER_HEADER, PAGE_RENDER_KEY } from './rate-limit';
import { inlinedSheetMarkers, modulePreloadLinks, screenPreloads } from './web-preloads';

type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      state: unknown;
      member?: unknown;
      /** The screens' files, as Vite's manifest keys them (absent from an older renderer). */
      screens?: string[];
      /** The association's name for the document title (issue #27); absent: the template's. */
      title?: string | null;
      /** The association's logo as the tab's icon; absent: the template's. */
      icon?: string | null;
      /** A public page's own title, description and canonical path; absent: the brand's. */
      head?: { title: string; description: string; canonical: string } | null;
    }
  | { kind: 'redirect'; status: number; location: string };

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The session a member's page is rendered with: a short-lived token and whose page it is. */
export type PageSession = { token: string; user: { id: number } };

type Renderer = {
  render: (url: string, session?: PageSession) => Promise<RenderedPage>;
  useTransport: (transport: Transport) => void;
};

export type PageHtml =
  { status: number; html: Buffer; styleHashes: string[] } | { redirect: string };

export type WebPages = {
  render: (url: string, session?: PageSession | null) => Promise<PageHtml | null>;
};

/** The back office and the staff wizard read a staff session first: the browser renders them. */
const CLIENT_ONLY = [/^\/staff(\/|$)/, /^\/admin-update\//, /^\/office-update\//, /^\/admin\//];

export function isServerRendered(path: string): boolean {
  return !CLIENT_ONLY.some((pattern) => pattern.test(path));
}

/** The member's pages the server renders with their data when the page cookie names a member. */
const MEMBER_DATA_PAGES = [
  /^\/app\/plan-status(\/|$)/,
  /^\/app\/checkout(\/|$)/,
  /^\/app\/upgrade\/checkout(\/|$)/,
];

export function rendersMemberData(path: string): boolean {
  return MEMBER_DATA_PAGES.some((pattern) => pattern.test(path));
}

/**
 * Anonymous renders kept (distinct URLs), and for how long at most (see PageCacheOptions): half the
 * web's 60 s staleTime, so a kept page's answers are still fresh when the browser mounts it. A render
 * turns on async hooks for the whole process while it runs (page-cache.ts), so fewer renders make
 * every other request cheaper (decision 056).
 */
const ANONYMOUS_PAGES_KEPT = 64;
const ANONYMOUS_PAGE_MAX_AGE_MS = 30_000;
const ANONYMOUS_PAGE_RECHECK_MS = 250;

const WARM_UP = ['/register/user/select-membership', '/login', '/register/user/membership-form'];

type StyleSheet = { file: string; text: string; classes: Set<string> };

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const ENTRY_STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g;

/** Every class a stylesheet styles; a page needs the sheet when its HTML uses one of them. */
function readStyleSheets(webDistDir: string): StyleSheet[] {
  const assets = join(webDistDir, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => {
      const text = readFileSync(join(assets, file), 'utf8');
      const classes = new Set([...text.matchAll(CLASS_SELECTOR)].map((match) => match[1] ?? ''));
      return { file: `/assets/${file}`, text, classes };
    });
}

/** The stylesheets index.html links (the entry's): always inlined, they hold the tokens and base. */
function entryStyleSheets(template: string): Set<string> {
  const files = [...template.matchAll(ENTRY_STYLESHEET_LINK)].map(
    (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '',
  );
  return new Set(files);
}

function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The entry's sheets, then as few others as cover every class the page uses. Vite copies a shared
 * CSS module (the field, the button) into the sheet of every chunk that imports it; any one copy
 * styles the page, and inlining them all tripled the page's CSS. A class name is a module's own
 * (hashed), so every copy of it carries the same rules.
 */
function coveringSheets(
  sheets: StyleSheet[],
  entrySheets: Set<string>,
  used: Set<string>,
): StyleSheet[] {
  const chosen = sheets.filter((sheet) => entrySheets.has(sheet.file));
  const uncovered = new Set(used);
  for (const sheet of chosen) for (const name of sheet.classes) uncovered.delete(name);
  const coverage = (sheet: StyleSheet) => [...sheet.classes].filter((n) => uncovered.has(n)).length;
  for (;;) {
    const best = sheets
      .filter((sheet) => !chosen.includes(sheet))
      .reduce<StyleSheet | null>(
        (top, sheet) => (coverage(sheet) > (top ? coverage(top) : 0) ? sheet : top),
        null,
      );
    if (!best) return chosen;
    chosen.push(best);
    for (const name of best.classes) uncovered.delete(name);
  }
}

/** JSON that is safe inside a <script> element: no '<' can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function transportThrough(app: FastifyInstance): Transport {
  return async (url, init) => {
    const headers = {
      ...Object.fromEntries(new Headers(init.headers).entries()),
      [PAGE_RENDER_HEADER]: PAGE_RENDER_KEY,
    };
    const method = init.method === 'POST' ? 'POST' : 'GET';
    const payload = typeof init.body === 'string' ? init.body : undefined;
    const answer = await app.inject({ method, url, headers, payload });
    recordApiCall({
      method,
      url,
      headers,
      payload,
      status: answer.statusCode,
      body: answer.rawPayload,
    });
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
}

async function loadRenderer(webDistDir: string): Promise<Renderer | null> {
  const entry = join(dirname(webDistDir), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as Renderer;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The template with the association's name as its title and description and its logo as the tab's
 * icon, not the product's.
 */
function withBrand(template: string, title?: string | null, icon?: string | null): string {
  const branded = icon
    ? template.replace(
        /<link rel="icon"[^>]*>/,
        () => `<link rel="icon" href="${escapeText(icon)}">`,
      )
    : template;
  if (!title) return branded;
  const text = escapeText(title);
  return branded
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start: string) => `${start}${text}: membership"`,
    );
}

/** The renderer over the built web app, or null when the build has none. */
/**
 * A public page's own head (decision 104): its title with the association's name, its description,
 * and the canonical address search engines should index.
 */
function withHead(
  html: string,
  publicUrl: string,
  brand: string | null | undefined,
  head: { title: string; description: string; canonical: string },
): string {
  const title = escapeText(brand ? `${head.title} | ${brand}` : head.title);
  const canonical = `${publicUrl.replace(/\/+$/, '')}${head.canonical}`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start: string) => `${start}${escapeText(head.description)}"`,
    )
    .replace('</head>', () => `<link rel="canonical" href="${escapeText(canonical)}"></head>`);
}

export async function createWebPages(
  app: FastifyInstance,
  webDistDir: string,
  publicUrl = '',
): Promise<WebPages | null> {
  const templatePath = join(webDistDir, 'index.html');
  const loaded = existsSync(templatePath) ? await loadRenderer(webDistDir) : null;
  if (!loaded) return null;
  const renderer: Renderer = loaded;
  renderer.useTransport(transportThrough(app));
  const template = readFileSync(templatePath, 'utf8');
  const sheets = readStyleSheets(webDistDir);
  const entrySheets = entryStyleSheets(template);
  const preloadsFor = screenPreloads(webDistDir);

  function stylesFor(html: string): StyleSheet[] {
    return coveringSheets(sheets, entrySheets, classesIn(html));
  }

  // A visitor's page without a session is everyone's: kept while its answers stand (page-cache.ts).
  const anonymous = createPageCache<PageHtml>(app, {
    maxEntries: ANONYMOUS_PAGES_KEPT,
    maxAgeMs: ANONYMOUS_PAGE_MAX_AGE_MS,
    recheckAfterMs: ANONYMOUS_PAGE_RECHECK_MS,
  });
  const pages: WebPages = {
    render(url, session) {
      return session ? renderHtml(url, session) : anonymous.get(url, () => renderHtml(url));
    },
  };

  async function renderHtml(url: string, session?: PageSession): Promise<PageHtml> {
    const page = await (session ? renderer.render(url, session) : renderer.render(url));
    if (page.kind === 'redirect') return { redirect: page.location };
    const sheets = stylesFor(page.html);
    const styles = sheets.map((sheet) => sheet.text);
    const styleTags = styles.map((text) => `<style>${text}</style>`).join('');
    const markers = inlinedSheetMarkers(sheets.map((sheet) => sheet.file));
    const preloads = modulePreloadLinks(preloadsFor(page.screens ?? []));
    const branded = withBrand(template, page.title, page.icon);
    const html = (page.head ? withHead(branded, publicUrl, page.title, page.head) : branded)
      .replace(ENTRY_STYLESHEET_LINK, '')
      .replace('</head>', `${preloads}${styleTags}${markers}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div>` +
          `<script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>` +
          // Whose page it is (never the token): the browser hydrates it only for that member.
          // The renderer says whom it rendered for: a read that refused the session dropped it.
          (session && page.member
            ? `<script type="application/json" id="ssr-session">${scriptJson({ user: session.user })}</script>`
            : ''),
      );
    // A Buffer: a kept page sent again is compressed once (plugins/compression.ts).
    return { status: page.status, html: Buffer.from(html), styleHashes: styles.map(sha256) };
  }
  // The first pages a newcomer opens are rendered once at start, so no visitor waits for the
  // renderer's modules to load.
  // The renders call the API in-process, which waits for the app to be ready: they start after it.
  app.addHook('onReady', (done) => {
    done();
    setImmediate(() => {
      for (const url of WARM_UP) {
        pages.render(url).catch((error: unknown) => {
          app.log.warn({ err: error, url }, 'warming the page renderer failed');
        });
      }
    });
  });
  return pages;
}
