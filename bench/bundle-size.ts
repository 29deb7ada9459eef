import { gzipSync } from 'node:zlib';
import { launchBrowser, openPage } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

/** Budget of the issue: the JS the first page loads, gzip-compressed. */
export const FIRST_PAGE_JS_BUDGET_BYTES = 120_000;

export type BundleReport = {
  files: { url: string; raw: number; gzip: number }[];
  totalGzip: number;
};

/**
 * Opens the first page in Chromium and adds up every script it actually fetched, which counts the entry,
 * its static imports and the lazily loaded route chunk, and nothing the page did not need.
 */
export async function measureFirstPageJs(
  path = '/register/user/select-membership',
): Promise<BundleReport> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser, server.baseUrl, 'desktop');
    const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const files = await Promise.all(scripts);
    return { files, totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
