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

type RenderedPage =
  | { kind: 'page'; status: number; html: string; state: unknown }
  | { kind: 'redirect'; status: number; location: string };

type Transport = (url: string, init: RequestInit) => Promise<Response>;

type Renderer = {
  render: (url: string) => Promise<RenderedPage>;
  useTransport: (transport: Transport) => void;
};

export type PageHtml =
  { status: number; html: string; styleHashes: string[] } | { redirect: string };

export type WebPages = { render: (url: string) => Promise<PageHtml | null> };

/** The back office and the staff wizard read a staff session first: the browser renders them. */
const CLIENT_ONLY = [/^\/staff(\/|$)/, /^\/admin-update\//, /^\/office-update\//, /^\/admin\//];

export function isServerRendered(path: string): boolean {
  return !CLIENT_ONLY.some((pattern) => pattern.test(path));
}

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

/** JSON that is safe inside a <script> element: no '<' can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function transportThrough(app: FastifyInstance): Transport {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
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

/** The renderer over the built web app, or null when the build has none. */
export async function createWebPages(
  app: FastifyInstance,
  webDistDir: string,
): Promise<WebPages | null> {
  const templatePath = join(webDistDir, 'index.html');
  const renderer = existsSync(templatePath) ? await loadRenderer(webDistDir) : null;
  if (!renderer) return null;
  renderer.useTransport(transportThrough(app));
  const template = readFileSync(templatePath, 'utf8');
  const sheets = readStyleSheets(webDistDir);
  const entrySheets = entryStyleSheets(template);

  function stylesFor(html: string): StyleSheet[] {
    const used = classesIn(html);
    return sheets.filter(
      (sheet) => entrySheets.has(sheet.file) || [...sheet.classes].some((name) => used.has(name)),
    );
  }

  const pages: WebPages = {
    async render(url) {
      const page = await renderer.render(url);
      if (page.kind === 'redirect') return { redirect: page.location };
      const styles = stylesFor(page.html).map((sheet) => sheet.text);
      const styleTags = styles.map((text) => `<style>${text}</style>`).join('');
      const html = template
        .replace(ENTRY_STYLESHEET_LINK, '')
        .replace('</head>', `${styleTags}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>` +
            `<script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>`,
        );
      return { status: page.status, html, styleHashes: styles.map(sha256) };
    },
  };
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
