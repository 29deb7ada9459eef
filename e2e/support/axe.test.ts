// The check every journey runs on every screen reports what it must: asking axe for violations only
// must not hide one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { axeViolations } from './axe';

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${main}</main></body></html>`;

describe('axeViolations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('names each violation with the elements that have it', async () => {
    const tab = await browser.newPage();
    await tab.setContent(
      page('<img src="data:,"><p style="color:#eee;background:#fff">Faint</p><input id="name">'),
    );
    expect(await axeViolations(tab)).toEqual([
      { id: 'color-contrast', impact: 'serious', targets: ['p'] },
      { id: 'image-alt', impact: 'critical', targets: ['img'] },
      { id: 'label', impact: 'critical', targets: ['#name'] },
    ]);
  });

  it('finds none on a page without any', async () => {
    const tab = await browser.newPage();
    await tab.setContent(page('<label for="name">Name</label><input id="name">'));
    expect(await axeViolations(tab)).toEqual([]);
  });
});
