import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The id under which Vite's build imports its loader for a dynamic import's files. */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const helper = fileURLToPath(new URL('../src/app/preload/vite-preload.ts', import.meta.url));

/**
 * Swaps Vite's loader for dynamic imports (`__vitePreload`) for ours, which inserts the links one
 * per task (src/app/preload/). Vite's inserts every file of the imported chunk in one task: 35 links
 * for the membership form's fields, one task of 40 ms with the developer tools attached. The build's
 * test (links-in-batches.test.ts) checks that the swap still takes.
 */
export function linksInBatches(): Plugin {
  return {
    name: 'portico:links-in-batches',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER_ID ? helper : null;
    },
  };
}
