import { chromium, type Browser, type Page } from 'playwright-core';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

export type ViewportName = keyof typeof viewports;

/** Debian's Chromium: Playwright's own browser download is not available on these machines. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[viewport] });
  return context.newPage();
}

/** A page wider than the viewport means the layout is not usable on that screen. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
