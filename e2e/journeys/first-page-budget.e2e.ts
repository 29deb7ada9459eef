// The budget on the first page a newcomer opens: what it costs on the wire (HTML with the
// inlined CSS, and the scripts), compressed as the server sends it. `npm run bench` prints the figure.
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import {
  FIRST_PAGE_BYTES_BUDGET,
  FIRST_PAGE_JS_BUDGET_BYTES,
  isPageCode,
  measureTransfer,
} from '../support/transfer';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('the first page on the wire', () => {
  it('Select membership, HTML, CSS and JS as transferred, stays within the budget', async () => {
    const page = await openPage(browser(), baseUrl, 'phone');
    const { files, totalTransferred } = await measureTransfer(
      page,
      '/register/user/select-membership',
      isPageCode,
    );
    const listing = files.map((file) => `${file.url} ${file.body + file.headers} B`).join('\n');
    expect(files.some((file) => file.kind === 'document')).toBe(true);
    expect(files.some((file) => file.kind === 'script')).toBe(true);
    expect(totalTransferred, listing).toBeLessThanOrEqual(FIRST_PAGE_BYTES_BUDGET);
    const scripts = files.filter((file) => file.kind === 'script');
    const scriptBytes = scripts.reduce((total, file) => total + file.body + file.headers, 0);
    expect(scriptBytes, listing).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET_BYTES);
    await page.context().close();
  });

  it("the form's address before a category is chosen does not download the form", async () => {
    const page = await openPage(browser(), baseUrl, 'phone');
    const { files } = await measureTransfer(page, '/register/user/membership-form', isPageCode);
    await page
      .getByRole('alert')
      .getByText('Please choose a membership category first.')
      .waitFor({ state: 'visible' });
    const scripts = files.map((file) => file.url).filter((url) => url.endsWith('.js'));
    expect(scripts.some((url) => url.includes('membership-form.screen'))).toBe(true);
    expect(scripts.filter((url) => url.includes('membership-wizard'))).toEqual([]);
    await page.context().close();
  });
});
