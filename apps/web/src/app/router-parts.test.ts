import { waitFor } from '@testing-library/react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouterInTwoTasks } from './router-parts';

function routesWithLazyScreen(load: () => void): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        {
          path: 'login',
          lazy: () => {
            load();
            return Promise.resolve({ Component: () => null });
          },
        },
        { path: '*', element: null },
      ],
    },
  ];
}

describe('createBrowserRouterInTwoTasks', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('ranks the routes in the caller’s task and starts the first navigation in the next', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/login');
    const load = vi.fn();
    const created = createBrowserRouterInTwoTasks(routesWithLazyScreen(load));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    const router = await created;
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    router.dispose();
  });

  it('ends where createBrowserRouter does', async () => {
    window.history.replaceState(null, '', '/login?next=%2Fapp');
    const ours = await createBrowserRouterInTwoTasks(routesWithLazyScreen(() => {}));
    const theirs = createBrowserRouter(routesWithLazyScreen(() => {}));
    await waitFor(() => expect(theirs.state.initialized && ours.state.initialized).toBe(true));
    const summary = (router: typeof ours) => ({
      location: `${router.state.location.pathname}${router.state.location.search}`,
      matches: router.state.matches.map((match) => match.route.path),
      navigation: router.state.navigation.state,
    });
    expect(summary(ours)).toEqual(summary(theirs));
    expect(summary(ours).matches).toEqual(['/', 'login']);
    ours.dispose();
    theirs.dispose();
  });
});
