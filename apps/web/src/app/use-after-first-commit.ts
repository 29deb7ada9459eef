import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first commit, true from a transition right after it. What a large screen
 * renders only once this is true comes in a second commit of its own, after an interruptible render:
 * the membership form's first tab committed in one go was a task of 14–18 ms here, blocking time on a
 * phone-class CPU, and half of it is below the fold.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
