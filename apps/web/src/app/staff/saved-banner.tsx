import { useCallback, useEffect, useRef, useState } from 'react';
import { Notice, NoticeAction } from '../../ui/list/notice';

/**
 * What a save's banner shows: its message, and a count so the same message saved again is a new
 * banner (focused and announced again) rather than one that silently stays.
 */
export type Saved = { message: string; count: number };

/** The banner's state: `show` after a save, `clear` when a new save starts. */
export function useSavedBanner() {
  const [saved, setSaved] = useState<Saved | null>(null);
  const show = useCallback(
    (message: string) => setSaved((last) => ({ message, count: (last?.count ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setSaved(null), []);
  return { saved, show, clear };
}

/**
 * The GOV.UK success notification banner after a save: it says what was saved, takes focus (so the
 * page scrolls to it and a screen reader reads it) and stays until dismissed or the next save.
 */
export function SavedBanner({ saved, onDismiss }: { saved: Saved | null; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const count = saved?.count ?? 0;
  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count]);
  if (!saved) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone="success" role="status">
        <p>{saved.message}</p>
        <NoticeAction onClick={onDismiss}>Dismiss</NoticeAction>
      </Notice>
    </div>
  );
}
