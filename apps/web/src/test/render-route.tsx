import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../routes';

/**
 * Renders the app's route table (or the given routes) at `path` in a memory router; a location
 * object gives the navigation state a screen was led to it with.
 */
export function renderRoute(path: InitialEntry, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user, queryClient, pathname: () => router.state.location.pathname };
}

/**
 * Records where `router` goes from now on; the function answers the paths in order, each once per
 * visit (a route's lazy module loading does not count as a move).
 */
export function pathsVisited(router: ReturnType<typeof createMemoryRouter>): () => string[] {
  const visited: string[] = [];
  router.subscribe((state) => {
    if (visited.at(-1) !== state.location.pathname) visited.push(state.location.pathname);
  });
  const start = router.state.location.pathname;
  return () => (visited[0] === start ? visited.slice(1) : visited);
}
