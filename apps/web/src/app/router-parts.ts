// The router's parts the app uses, in a module of their own so that boot.ts can evaluate them as a
// stage before the app (a bare `import('react-router')` would keep the whole package).
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { nextTask } from './next-task';

export { RouterProvider } from 'react-router/dom';

/**
 * react-router's `createBrowserRouter(routes)` in two tasks: the route table ranked, then the first
 * navigation (matching, the screen's lazy import). In one they were a task of 15–19 ms here, Log in's
 * longest after the first paint on Lighthouse's phone. Built from the parts react-router exports for
 * its own framework mode, with createBrowserRouter's options for an app that passes none (no server
 * loader data to hydrate: the server's answers come through the query cache).
 */
export async function createBrowserRouterInTwoTasks(routes: RouteObject[]): Promise<DataRouter> {
  const router = createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await nextTask();
  return router.initialize();
}
