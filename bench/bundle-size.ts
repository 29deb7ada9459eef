import { launchBrowser, openPage } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

/** Budget of the issue: the JS the first page loads, as transferred (compressed body and headers). */
export const FIRST_PAGE_JS_BUDGET_BYTES = 120_000;

export type ScriptTransfer = {
  url: string;
  /** The Content-Encoding the server chose ('identity' when none). */
  encoding: string;
  /** The script once decoded. */
  raw: number;
  /** The body as it crossed the wire (compressed when the server compressed it). */
  body: number;
  /** The response headers as they crossed the wire. */
  headers: number;
};

export type BundleReport = {
  files: ScriptTransfer[];
  /** What Chromium received for these scripts: bodies and headers. */
  totalTransferred: number;
  /** The bodies alone. */
  totalBody: number;
  /** The scripts once decoded. */
  totalRaw: number;
};

/**
 * Opens the first page in Chromium (which asks for br/gzip itself) and adds up what the server actually
 * sent for every script the page fetched: the entry, its static imports and the lazily loaded route
 * chunk, and nothing the page did not need. The sizes are Chromium's own network figures.
 */
export async function measureFirstPageJs(
  path = '/register/user/select-membership',
): Promise<BundleReport> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser, server.baseUrl, 'desktop');
    const scripts: Promise<ScriptTransfer>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const body = response ? await response.body() : Buffer.alloc(0);
          return {
            url: new URL(request.url()).pathname,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
            raw: body.length,
            body: sizes.responseBodySize,
            headers: sizes.responseHeadersSize,
          };
        })(),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    const sum = (size: (file: ScriptTransfer) => number) =>
      files.reduce((total, file) => total + size(file), 0);
    return {
      files,
      totalTransferred: sum((file) => file.body + file.headers),
      totalBody: sum((file) => file.body),
      totalRaw: sum((file) => file.raw),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
