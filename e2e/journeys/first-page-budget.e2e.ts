// The budget on the first page a newcomer opens: what it costs on the wire (HTML with the
// inlined CSS, and the scripts), compressed as the server sends it. `npm run bench` prints the figure.
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';
import { FIRST_PAGE_BYTES_BUDGET, isPageCode, measureTransfer } from '../support/transfer';

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
    await page.context().close();
  });
});
