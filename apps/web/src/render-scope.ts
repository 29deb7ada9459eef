// Each server render's own session (decision 047), kept in an AsyncLocalStorage that is on only
// while a render runs. On Node 20 a storage in use turns on async hooks for the whole process, and
// every promise of every request, a login's included, then pays for them (decision 049).
import { AsyncLocalStorage } from 'node:async_hooks';
import { scopeSessionsBy, type SessionScope } from './app/session';

const storage = new AsyncLocalStorage<SessionScope>();
scopeSessionsBy(() => storage.getStore());

/** Renders under way; the storage is switched off when the last one ends. */
let running = 0;

/**
 * Runs one render with its own session. A continuation left over from a finished render reads no
 * session (the browser-side store, empty on the server), never another render's.
 */
export async function inRenderScope<T>(scope: SessionScope, render: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await storage.run(scope, render);
  } finally {
    running -= 1;
    if (running === 0) storage.disable();
  }
}

/** Whether a render is under way, and so the process pays for async hooks. */
export function isRenderScopeOn(): boolean {
  return running > 0;
}
