import { useRef, useState } from 'react';

/** Runs one action at a time: a second click while the first is in flight does nothing. */
export function useOneAtATime() {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  async function run(action: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }
  return { busy, run };
}
