// The screens as lazy route modules, each a chunk of its own (Vite's import.meta.glob). A route built
// here names its screen's file in its handle, as Vite's manifest keys it: the server turns it into
// `<link rel="modulepreload">` for the screen's chunks in the page it renders, so they download
// beside the entry instead of after it (plugins/web-preloads.ts in the server).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withTimeout } from './app/lazy-with-timeout';
import type { RouteHandle } from './app/server-prefetch';

// The back office's screens are the browser's alone (decision 029): staff-routes.tsx loads them.
const SCREENS = import.meta.glob<Record<string, unknown>>([
  './features/*/*.screen.tsx',
  '!./features/staff-*/*',
]);

/** A screen's file under src/features/, without `.tsx`: `login/login.screen`. */
export type ScreenFile = `${string}/${string}.screen`;

/**
 * The route's lazy screen: `exported` is the component the module exports (`Component` by default);
 * `handle` the route's own (what the server prefetches, the early calls).
 */
export function screenRoute(
  file: ScreenFile,
  exported = 'Component',
  handle: RouteHandle = {},
): Required<Pick<RouteObject, 'lazy' | 'handle'>> {
  const load = SCREENS[`./features/${file}.tsx`];
  if (!load) throw new Error(`No screen at src/features/${file}.tsx`);
  return {
    lazy: withTimeout(async () => {
      const module = await load();
      const Component = module[exported];
      if (typeof Component !== 'function') {
        throw new Error(`src/features/${file}.tsx exports no ${exported}`);
      }
      return { Component: Component as ComponentType };
    }),
    handle: { ...handle, screen: `src/features/${file}.tsx` } satisfies RouteHandle,
  };
}
