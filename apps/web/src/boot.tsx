// The app: started by main.tsx once the server's HTML has painted.
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { restorePersistedState, startPersisting } from './app/persist';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { ReadyMarker } from './app/ready-marker';
import { whenRouterReady } from './app/router-ready';
import { routes } from './routes';

// Created at once, so the first screen's chunk loads while the saved state is being restored.
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The answers the server rendered the page with (see entry-server.tsx), or null for a plain shell. */
function serverState(): DehydratedState | null {
  const script = document.getElementById('ssr-state');
  return script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : null;
}

// The guards read the session, so the router renders only once the saved state is back (or the
// 5000 ms time-out has passed and the app starts empty). A server-rendered page is hydrated once its
// route module has loaded, so the first render matches the HTML.
void restorePersistedState().then(async () => {
  startPersisting();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <ReadyMarker />
      </AppProviders>
    </StrictMode>
  );
  const state = serverState();
  if (state === null) {
    createRoot(container).render(app);
    return;
  }
  hydrate(queryClient, state);
  await whenRouterReady(router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one long task on a slow phone), and a click during it is handled.
  startTransition(() => {
    hydrateRoot(container, app);
  });
});
