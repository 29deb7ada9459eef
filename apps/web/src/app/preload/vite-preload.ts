// Vite's loader for a dynamic import's files (`__vitePreload`), swapped in by the build
// (vite-plugins/links-in-batches.ts): the same contract, but the links go in one per task
// (link-queue.ts) instead of all in one.
import { requestLinks } from './link-queue';

/** A preload that failed: Vite's event, so that a listener may recover (else the import fails). */
function reportFailure(error: Error): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/**
 * Called by the build for every `import()` in the app: `deps` are the files (relative to the base)
 * the imported chunk needs, its scripts and its sheets.
 */
export function __vitePreload<T>(
  importModule: () => Promise<T>,
  deps?: string[],
  _importerUrl?: string,
): Promise<T> {
  if (!deps || deps.length === 0) return importModule();
  const links = deps.map((dep) => ({
    href: `${import.meta.env.BASE_URL}${dep}`,
    kind: dep.endsWith('.css') ? ('stylesheet' as const) : ('script' as const),
  }));
  return requestLinks(links).then((failures) => {
    for (const failure of failures) reportFailure(failure);
    return importModule().catch((error: unknown) => {
      reportFailure(error instanceof Error ? error : new Error(String(error)));
      // reportFailure returned: a listener prevented the default and recovers on its own.
      return undefined as T;
    });
  });
}
