// The entry: nothing but the styles and a timer. The server's HTML is the first paint (decision 029),
// so the app's own code (React, the router, the saved state) is fetched and evaluated only after it:
// evaluating it first held the paint back by the whole script's run time on a slow phone.
import './ui/tokens.css';
import './app/base.css';
import { requestLinks } from './app/preload/link-queue';

let started = false;

/**
 * Fetches every start-up script the server lists, one link per task (app/preload/link-queue.ts):
 * boot.ts imports them stage after stage, and each stage finds its files here instead of asking for
 * them only then.
 */
function preloadStartUpScripts(): Promise<unknown> {
  const list = document.getElementById('start-up-scripts')?.textContent;
  if (!list) return Promise.resolve();
  return requestLinks((JSON.parse(list) as string[]).map((href) => ({ href, kind: 'script' })));
}

function start(): void {
  if (started) return;
  started = true;
  // Once they are all in, fetched and compiled, each stage of the start only evaluates.
  void preloadStartUpScripts().then(() => import('./boot'));
}

// A frame's callback runs just before the paint and a timer set there runs after it.
requestAnimationFrame(() => setTimeout(start, 0));
// A page opened in a background tab gets no frames until it is shown: start at once.
if (document.visibilityState === 'hidden') start();
