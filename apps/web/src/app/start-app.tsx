// The app itself, started by the entry (main.tsx): it hydrates the server's HTML (decision 029) or,
// for a page the server did not render, renders it.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, type DataRouter as Router } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { restorePersistedState, startPersisting } from './persist';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { startHydrating } from './hydrated';
import { ReadyMarker } from './ready-marker';
import { whenRouterReady } from './router-ready';
import { earlyCallsFor } from './server-prefetch';
import { sendEarly } from './api-client';
import { forgetServerAnswers, keepServerAnswers } from './server-answers';
import { getSession, hydrateWithSession, isMemberSignedIn } from './session';
import { routes } from '../routes';

/** The answers the server rendered the page with (see entry-server.tsx), or null for a plain shell. */
function serverState(): DehydratedState | null {
  const script = document.getElementById('ssr-state');
  return script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : null;
}

type MemberId = number | string;

/** The member a page was rendered for (decision 047), or null for a page rendered for anyone. */
function renderedMemberId(): MemberId | null {
  const script = document.getElementById('ssr-session');
  if (!script?.textContent) return null;
  const id = (JSON.parse(script.textContent) as { user?: { id?: unknown } }).user?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/**
 * A member's page is hydrated only by that member's session: it holds their data, and its first
 * render must match. Another session (or none, after a 403 forgot it) renders the page afresh.
 */
function isRenderedForThisSession(memberId: MemberId | null): boolean {
  const session = getSession();
  if (memberId === null) return true;
  return isMemberSignedIn(session) && String(session.user?.id) === String(memberId);
}

/** The hydration renders with the member the server rendered for; their answers count as fresh. */
function hydrateMemberPage(memberId: MemberId, state: DehydratedState, router: Router): void {
  hydrateWithSession({ token: getSession().token, user: { id: memberId } });
  keepServerAnswers(state);
  const first = router.state.location.key;
  const stop = router.subscribe(({ location }) => {
    if (location.key === first) return;
    forgetServerAnswers();
    stop();
  });
}

/**
 * The guards read the session, so the router renders only once the saved state is back (or the
 * 5000 ms time-out has passed and the app starts empty). A server-rendered page is hydrated once its
 * route module has loaded, so the first render matches the HTML. Answers the React root (a test
 * unmounts it).
 */
export async function startApp(): Promise<Root> {
  // Created first, so the first screen's lazy module loads while the saved state is being restored
  // (the server's HTML has asked for its files already: plugins/web-preloads.ts).
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  await restorePersistedState();
  startPersisting();
  const memberId = renderedMemberId();
  const state = isRenderedForThisSession(memberId) ? serverState() : null;
  // The first screen's reads go out now, beside its code, not after it has loaded and rendered;
  // a member's page rendered with their data has its answers already.
  if (state === null || memberId === null) {
    for (const path of earlyCallsFor(router.state.matches)) sendEarly(path);
  }
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <ReadyMarker />
      </AppProviders>
    </StrictMode>
  );
  if (state === null) {
    const root = createRoot(container);
    root.render(app);
    return root;
  }
  if (memberId !== null) hydrateMemberPage(memberId, state, router);
  hydrate(queryClient, state);
  await whenRouterReady(router);
  startHydrating();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task on a slow phone), and a click during it is handled.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  // startTransition runs its callback at once; the root exists here.
  return root as Root;
}
