// Lighthouse (mobile: a mid-range phone on simulated slow 4G, 4× CPU slowdown) on the pages a newcomer
// opens first. Chromium runs with a persistent profile so that a page behind a sign-in is measured as the
// signed-in person sees it: Playwright prepares the state (a chosen category, a member's session) in the
// browser's default context, then Lighthouse opens the page in a new tab of the same browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { waitForAppOnLoad } from '../e2e/support/browser';
import { logIn } from '../e2e/support/member';
import { startServer } from '../e2e/support/server';

/** The budgets: every page scores at least this, with a layout shift under 0.05. */
export const LIGHTHOUSE_PERFORMANCE_BUDGET = 95;
export const LIGHTHOUSE_ACCESSIBILITY_BUDGET = 100;
export const LAYOUT_SHIFT_BUDGET = 0.05;

export type LighthouseRow = {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Lighthouse's measure of this machine's CPU: its 4× slowdown expects 1,000–2,000. */
  benchmarkIndex: number;
  cpuSlowdown: number;
};

/**
 * The CPU slowdown: Lighthouse's default 4×, or LIGHTHOUSE_CPU_SLOWDOWN. Lighthouse's throttling guide
 * aims 4× at a desktop whose benchmark index is 1,500–2,000, and a higher multiplier for a faster one,
 * so that the page is judged on a mid-tier phone whatever machine runs the bench.
 */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

type Subject = {
  page: string;
  /** Where Lighthouse goes once `prepare` has run; may depend on what `prepare` found. */
  path: (baseUrl: string, page: Page) => Promise<string> | string;
  /** Run in the shared profile before the measurement; a signed-in page keeps its storage. */
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
};

/** Signs a demo member in; each subject uses its own member (a second code within 30 s is refused). */
function signInAs(email: string) {
  return async (page: Page, baseUrl: string): Promise<void> => {
    await logIn(page, baseUrl, email, email);
    await page.waitForURL(/\/app\/plan-status/, { timeout: 30_000 });
  };
}

/** Star (the default category), its eligibility confirmed: the form opens as a new applicant's. */
async function chooseStar(page: Page): Promise<void> {
  await page.goto('/register/user/select-membership');
  await page.getByRole('button', { name: 'Continue' }).last().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('checkbox', {
      name: 'I confirm that I am eligible to apply for this membership category.',
    })
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/membership-form/, { timeout: 30_000 });
}

const SUBJECTS: Subject[] = [
  { page: 'Select membership', path: () => '/register/user/select-membership' },
  { page: 'Log in', path: () => '/login' },
  { page: 'Membership form', path: () => '/register/user/membership-form', prepare: chooseStar },
  { page: 'Plan status', path: () => '/app/plan-status', prepare: signInAs('lapsed@example.com') },
  {
    page: 'Checkout (renewal)',
    prepare: signInAs('renew@example.com'),
    path: async (_baseUrl, page) => {
      await page.getByRole('button', { name: 'Renew Plan' }).click();
      await page.waitForURL(/\/app\/checkout\//, { timeout: 30_000 });
      return new URL(page.url()).pathname;
    },
  },
];

/**
 * Resolves once the app has saved its state (the session, the chosen category) to storage: it writes
 * 200 ms after a change, and the page Lighthouse opens next restores what was saved, nothing more.
 */
async function untilPersisted(page: Page): Promise<void> {
  const saved = () => page.evaluate(() => localStorage.getItem('state'));
  let previous = await saved();
  for (let tries = 0; tries < 30; tries++) {
    await page.waitForTimeout(500);
    const current = await saved();
    if (current !== null && current === previous) return;
    previous = current;
  }
  throw new Error('The app never saved its state');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function launchProfile(
  baseURL: string,
  debuggingPort: number,
  profile: string,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    baseURL,
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
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
}

async function measure(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
    cumulativeLayoutShift: Number(numeric('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    cpuSlowdown: CPU_SLOWDOWN,
  };
}

/** Measures every subject once, each in a fresh profile, against one freshly seeded server. */
export async function benchLighthouse(): Promise<LighthouseRow[]> {
  const server = await startServer();
  const rows: LighthouseRow[] = [];
  try {
    for (const subject of SUBJECTS) {
      const profile = mkdtempSync(join(tmpdir(), 'portico-lighthouse-'));
      const port = await freePort();
      const context = await launchProfile(server.baseUrl, port, profile);
      try {
        const page = waitForAppOnLoad(context.pages()[0] ?? (await context.newPage()));
        if (subject.prepare) await subject.prepare(page, server.baseUrl);
        const path = await subject.path(server.baseUrl, page);
        if (subject.prepare) await untilPersisted(page);
        await page.goto('about:blank');
        // Storage stays (the session, the chosen category); the HTTP cache goes, as on a first visit.
        const devtools = await context.newCDPSession(page);
        await devtools.send('Network.clearBrowserCache');
        const figures = await measure(`${server.baseUrl}${path}`, port, Boolean(subject.prepare));
        rows.push({ page: subject.page, path, ...figures });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export function meetsLighthouseBudget(row: LighthouseRow): boolean {
  return (
    row.performance >= LIGHTHOUSE_PERFORMANCE_BUDGET &&
    row.accessibility >= LIGHTHOUSE_ACCESSIBILITY_BUDGET &&
    row.cumulativeLayoutShift < LAYOUT_SHIFT_BUDGET
  );
}

// `npx tsx lighthouse.ts`: this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchLighthouse();
  console.table(rows);
  const index = Math.max(...rows.map((row) => row.benchmarkIndex));
  if (index > 2000 && CPU_SLOWDOWN === 4) {
    console.warn(
      `This machine's benchmark index (${index}) is above the 1,500–2,000 that 4× is aimed at: ` +
        `LIGHTHOUSE_CPU_SLOWDOWN=${Math.round((4 * index) / 1750)} judges the pages on a mid-tier phone.`,
    );
  }
}
