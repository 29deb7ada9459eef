// What a first visit costs on the wire: every response the page fetched, as Chromium received it
// (compressed body and headers), by kind. The bench prints it; a journey keeps it under a budget.
import type { Page, Request } from 'playwright-core';

export type Transfer = {
  url: string;
  /** Chromium's resource type: document, stylesheet, script, image, fetch… */
  kind: string;
  /** The Content-Encoding the server chose ('identity' when none). */
  encoding: string;
  /** The body once decoded. */
  raw: number;
  /** The body as it crossed the wire (compressed when the server compressed it). */
  body: number;
  /** The response headers as they crossed the wire. */
  headers: number;
};

/**
 * About 10% above the 140.5 kB measured when it was set: HTML 7 kB, the app's scripts and the
 * stylesheets its chunks bring, 17 responses each with about 1.2 kB of headers (brotli bodies).
 */
export const FIRST_PAGE_BYTES_BUDGET = 155_000;

/** The budget for the first page's JavaScript alone, as transferred (bodies and headers). */
export const FIRST_PAGE_JS_BUDGET_BYTES = 130_000;

/** The first page's own bytes: its HTML, styles and scripts (not the favicon, not later calls). */
export const isPageCode = (file: Transfer) =>
  file.kind === 'document' || file.kind === 'stylesheet' || file.kind === 'script';

export type TransferReport = {
  files: Transfer[];
  /** Bodies and headers of every response. */
  totalTransferred: number;
};

async function transferOf(request: Request): Promise<Transfer> {
  const response = await request.response();
  const sizes = await request.sizes();
  const body = response ? await response.body() : Buffer.alloc(0);
  return {
    url: new URL(request.url()).pathname,
    kind: request.resourceType(),
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    raw: body.length,
    body: sizes.responseBodySize,
    headers: sizes.responseHeadersSize,
  };
}

/**
 * Loads `path` in `page` (a fresh context, so nothing is cached) and adds up every response until the
 * network is quiet: the HTML, what it links (the entry and the screen's chunks), what the app loads as
 * it starts, and the calls the page makes. `keep` picks which responses count (all by default).
 */
export async function measureTransfer(
  page: Page,
  path: string,
  keep: (file: Transfer) => boolean = () => true,
): Promise<TransferReport> {
  const pending: Promise<Transfer>[] = [];
  const record = (request: Request) => {
    pending.push(transferOf(request));
  };
  page.on('requestfinished', record);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('requestfinished', record);
  }
  const files = (await Promise.all(pending)).filter(keep);
  return {
    files,
    totalTransferred: files.reduce((total, file) => total + file.body + file.headers, 0),
  };
}
