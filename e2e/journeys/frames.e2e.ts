// Each kind of page in its own frame, at desktop width and on a 360 px phone: standalone pages (login,
// the membership check, the error screen) carry no applicant step list; the applicant's form shows its
// first field without scrolling on a phone; the staff wizard shows the admin steps.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, viewports, type ViewportName, useBrowser } from '../support/browser';
import {
  chooseCategory,
  expectAccessible,
  expectNoOverflow,
  screenshotOnFailure,
  visible,
} from '../support/journey';
import { signInStaff } from '../support/staff';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The applicant's step list ('Step 01 Select Membership …') is not on the page. */
async function expectNoApplicantSteps(page: Page, where: string): Promise<void> {
  expect(await page.getByText(/Step 0\d/).count(), `applicant step list on ${where}`).toBe(0);
}

async function checkScreen(page: Page, viewport: ViewportName, name: string): Promise<void> {
  await expectAccessible(page, `${name} (${viewport})`);
  await expectNoOverflow(page, `${name} (${viewport})`);
  await page.screenshot({ path: `artifacts/frame-${name}-${viewport}.png`, fullPage: true });
}

describe.each<ViewportName>(['desktop', 'phone'])('Frames at %s size', (viewport) => {
  it('shows login and the membership check in the standalone frame', async () => {
    const page = await openPage(browser(), baseUrl, viewport);
    screenshotOnFailure(page, `frames-standalone-${viewport}`);
    await page.goto('/login');
    await visible(page.getByRole('heading', { level: 1 }).first());
    await expectNoApplicantSteps(page, 'login');
    await checkScreen(page, viewport, 'login');

    await page.goto('/membership/validate');
    await visible(page.getByRole('heading', { level: 1 }).first());
    await expectNoApplicantSteps(page, 'membership check');
    await checkScreen(page, viewport, 'membership-check');
    await page.context().close();
  });

  it('shows the error screen without internals when a page fails to load', async () => {
    const page = await openPage(browser(), baseUrl, viewport);
    screenshotOnFailure(page, `frames-error-${viewport}`);
    await page.goto('/login');
    // The membership check's module cannot be fetched (a deploy replaced it, the network dropped).
    await page.route('**/assets/membership-check.screen-*.js', (route) => route.abort());
    await page.evaluate(() => {
      window.history.pushState({}, '', '/membership/validate');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await visible(page.getByRole('heading', { name: 'Unexpected Application Error!' }));
    const text = (await page.locator('main, body').first().innerText()).toLowerCase();
    expect(text).not.toContain('/assets/');
    expect(text).not.toContain('.js');
    await visible(page.getByRole('button', { name: 'Try again' }));
    await visible(page.getByRole('link', { name: 'Go to Home' }));
    await expectNoApplicantSteps(page, 'error screen');
    await checkScreen(page, viewport, 'error');
    await page.context().close();
  });

  it('shows the membership form with its first field in view', async () => {
    const page = await openPage(browser(), baseUrl, viewport);
    screenshotOnFailure(page, `frames-form-${viewport}`);
    await chooseCategory(page, 'Gold');
    const firstField = page.getByRole('tabpanel').getByRole('textbox').first();
    await visible(firstField);
    const box = await firstField.boundingBox();
    expect(box, 'the first field has a box').not.toBeNull();
    // Without scrolling: the whole field is inside the first screenful.
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(
      viewports[viewport].height,
    );
    await checkScreen(page, viewport, 'membership-form');
    await page.context().close();
  });

  it('shows the admin steps on the staff wizard', async () => {
    const page = await openPage(browser(), baseUrl, viewport);
    screenshotOnFailure(page, `frames-staff-wizard-${viewport}`);
    await signInStaff(page, baseUrl, 'admin@example.com');
    await page.goto('/admin/user/select-membership');
    const steps = page.getByRole('navigation', { name: /steps/i });
    await visible(steps);
    await expect
      .poll(() => steps.innerText())
      .toMatch(/Membership[\s\S]*Membership Form[\s\S]*Application In Review/);
    await expectNoApplicantSteps(page, 'staff wizard');
    await checkScreen(page, viewport, 'staff-wizard');
    await page.context().close();
  });
});
