// Inserts `<link>`s one per task. Each inserted link starts a request in the browser's loader, 2–5 ms
// of main-thread work under Lighthouse's tracing (0.2 ms with no tools attached): Vite's own
// loader inserted a screen's 26 scripts and 9 sheets in one task (40 ms here, 320 ms on Lighthouse's
// phone), and the entry its 15 start-up scripts in another.

/**
 * Links inserted per task: one costs 2–5 ms with Lighthouse's tracing on (two were up to 14 ms). They
 * go in from the next task on, never in the caller's (the router's set-up, a screen's effects).
 */
export const LINKS_PER_TASK = 1;

export type LinkRequest = { href: string; kind: 'script' | 'stylesheet' };

/** `key`: the absolute URL, to compare with the page's links. */
type Queued = LinkRequest & { key: string; settle: (error?: Error) => void };

const queue: Queued[] = [];
const requested = new Map<string, Promise<void>>();
let batchesScheduled = 0;

function nonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

function insert(item: Queued): void {
  const link = document.createElement('link');
  link.rel = item.kind === 'stylesheet' ? 'stylesheet' : 'modulepreload';
  if (item.kind === 'script') link.setAttribute('as', 'script');
  link.crossOrigin = '';
  link.href = item.href;
  const cspNonce = nonce();
  if (cspNonce) link.setAttribute('nonce', cspNonce);
  // Settled once the file is in: a sheet applies, a script is fetched and compiled, so the import
  // that follows evaluates at once instead of waiting on the network or the compiler inside its
  // task. A script that failed is reported by that import itself.
  link.addEventListener('load', () => item.settle(), { once: true });
  link.addEventListener(
    'error',
    () => {
      // Forgotten, so that a later try (the error screen's Try again) asks for the file afresh.
      link.remove();
      requested.delete(item.key);
      item.settle(
        item.kind === 'stylesheet'
          ? new Error(`Unable to preload CSS for ${item.href}`)
          : undefined,
      );
    },
    { once: true },
  );
  document.head.append(link);
}

function insertBatch(): void {
  batchesScheduled -= 1;
  for (const item of queue.splice(0, LINKS_PER_TASK)) insert(item);
}

/**
 * A timer for each batch, all set here rather than each by the one before: a chain of timers makes
 * the developer tools' async stack of every insertion one hop longer, and its capture slower.
 */
function scheduleBatches(): void {
  const needed = Math.ceil(queue.length / LINKS_PER_TASK) - batchesScheduled;
  for (let batch = 0; batch < needed; batch++) {
    batchesScheduled += 1;
    setTimeout(insertBatch, 0);
  }
}

/** The absolute URL of a href; a path from the root (every file of the build) without a URL parser. */
function absolute(href: string): string {
  return href.startsWith('/') && !href.startsWith('//')
    ? `${window.location.origin}${href}`
    : new URL(href, document.baseURI).href;
}

/** The hrefs the page's links already name: all of them, and those of its stylesheets. */
function linksInPage(): { all: Set<string>; stylesheets: Set<string> } {
  const all = new Set<string>();
  const stylesheets = new Set<string>();
  for (const link of document.getElementsByTagName('link')) {
    all.add(link.href);
    if (link.rel === 'stylesheet') stylesheets.add(link.href);
  }
  return { all, stylesheets };
}

/**
 * Asks for each script and sheet once, in order, one per task; a href the page already links (the
 * server's inlined sheets, an earlier preload) is not asked for again. Settles when every file has
 * loaded or failed, with the sheets that failed.
 */
export function requestLinks(links: LinkRequest[]): Promise<Error[]> {
  const inPage = linksInPage();
  const waits = links.map((link) => {
    const key = absolute(link.href);
    const known = requested.get(key);
    if (known) return known;
    const present = link.kind === 'stylesheet' ? inPage.stylesheets : inPage.all;
    if (present.has(key)) return Promise.resolve();
    const wait = new Promise<void>((resolve, reject) => {
      queue.push({ ...link, key, settle: (error) => (error ? reject(error) : resolve()) });
    });
    requested.set(key, wait);
    return wait;
  });
  scheduleBatches();
  return Promise.all(
    waits.map((wait) =>
      wait.then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    ),
  ).then((results) => results.filter((result): result is Error => result !== null));
}
