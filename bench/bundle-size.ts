import { launchBrowser, openPage } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import {
  FIRST_PAGE_JS_BUDGET_BYTES,
  isPageCode,
  measureTransfer,
  type Transfer,
  type TransferReport,
} from '../e2e/support/transfer';

/** Budget of the issue: the JS the first page loads, as transferred (compressed body and headers). */
export { FIRST_PAGE_JS_BUDGET_BYTES };

export type BundleReport = {
  files: Transfer[];
  /** What Chromium received for these files: bodies and headers. */
  totalTransferred: number;
  /** The bodies alone. */
  totalBody: number;
  /** The files once decoded. */
  totalRaw: number;
};

function summed({ files, totalTransferred }: TransferReport): BundleReport {
  const sum = (size: (file: Transfer) => number) =>
    files.reduce((total, file) => total + size(file), 0);
  return {
    files,
    totalTransferred,
    totalBody: sum((file) => file.body),
    totalRaw: sum((file) => file.raw),
  };
}

/**
 * Opens the first page in Chromium (which asks for br/gzip itself) and adds up what the server actually
 * sent for what `keep` picks. The sizes are Chromium's own network figures.
 */
async function measureFirstPage(
  path: string,
  keep: (file: Transfer) => boolean,
): Promise<BundleReport> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser, server.baseUrl, 'desktop');
    return summed(await measureTransfer(page, path, keep));
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Every script the first page fetched: the entry, the app it starts, and nothing it did not need. */
export function measureFirstPageJs(path = '/register/user/select-membership') {
  return measureFirstPage(path, (file) => file.kind === 'script');
}

/** The first page on the wire: its HTML (with the inlined CSS), any stylesheet, and its scripts. */
export function measureFirstPageBytes(path = '/register/user/select-membership') {
  return measureFirstPage(path, isPageCode);
}
