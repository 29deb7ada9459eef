import { startTransition, useEffect, useState } from 'react';

/** Set by the app's start while React hydrates the server's HTML; cleared once that has committed. */
let hydrating = false;

/** The app is about to hydrate the server's HTML (start-app.tsx). */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * False while the server renders and while the browser hydrates that HTML, true from the next render
 * on (and at once in a page the browser renders itself). What depends on the session waits for it.
 * The switch after hydration is a transition: the page the browser holds (the form, the member's
 * screen) renders in slices that leave the browser free, not in one task that holds a tap back.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) return;
    // The hydration has committed: whatever mounts from now on renders its real content at once.
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
