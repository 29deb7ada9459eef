import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { horizontalOverflow, openPage, type ViewportName, useBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each<ViewportName>(['desktop', 'phone'])('Select membership at %s size', (viewport) => {
  it('confirms eligibility for a category and reaches the membership form', async () => {
    const page = await openPage(browser(), baseUrl, viewport);
    await page.goto('/register/user/select-membership');

    await expect
      .poll(() => page.getByRole('heading', { name: 'Select the type of membership' }).count())
      .toBe(1);
    const categories = page.getByRole('radio');
    await expect.poll(() => categories.count()).toBe(4);
    expect(await page.getByRole('radio', { name: /Star/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText('*Prices are excluding GST').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `artifacts/select-membership-${viewport}.png`, fullPage: true });

    // Choose Gold by its card, as a user would; then Continue asks for eligibility first.
    await page.getByText('Gold', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /Gold/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).last().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const confirm = dialog.getByRole('checkbox', {
      name: 'I confirm that I am eligible to apply for this membership category.',
    });
    const proceed = dialog.getByRole('button', { name: 'Continue' });
    expect(await proceed.isDisabled()).toBe(true);
    await page.screenshot({ path: `artifacts/eligibility-${viewport}.png` });
    await confirm.check();
    await proceed.click();

    await page.waitForURL('**/register/user/membership-form');
    await page.screenshot({ path: `artifacts/membership-form-${viewport}.png`, fullPage: true });
    await expect.poll(() => page.getByRole('heading', { name: 'Membership Form' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
