import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './step';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

export type ViewportName = keyof typeof viewports;

/**
 * Debian's builds of Chromium (Playwright's own download is not available on these machines): the
 * headless shell where it is installed, as Playwright itself runs headless Chromium, else the full
 * browser (decision 128). `CHROMIUM_PATH` names another.
 */
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

function chromiumPath(): string {
  return (
    process.env.CHROMIUM_PATH ??
    DEBIAN_CHROMIUMS.find((path) => existsSync(path)) ??
    '/usr/bin/chromium'
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * One Chromium for the test file, launched before its tests and closed after them; the function
 * answers it (inside a hook or a test).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
}

/** Resolves once React has rendered or hydrated the page the browser loaded (`<html data-ready>`). */
export async function untilReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/**
 * Makes `page`'s loads (goto, reload) return only once the app has taken over the server's HTML, as a
 * person's first click would need: the server's HTML shows before the app has hydrated it, so a load
 * event may come before that, and a journey that clicked then would click HTML without handlers.
 */
export function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // No response: not a page of the app (about:blank) or the same document.
    if (response) await untilReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady(page);
    return response;
  };
  return page;
}

/** A new page in `context` whose loads wait for the app (`waitForAppOnLoad`), steps capped alike. */
export async function newReadyPage(context: BrowserContext): Promise<Page> {
  const page = waitForAppOnLoad(await context.newPage());
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  return newReadyPage(context);
}

/** A page wider than the viewport means the layout is not usable on that screen. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
