import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './table.module.css';

/** Whether the region's content is wider than the region, watched as either changes size. */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(region.scrollWidth > region.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A wide table scrolls inside its own labelled, focusable region (keyboard users can scroll it), so a
 * narrow screen never scrolls the whole page sideways. When it is wider than the screen, a visible
 * hint above it says so (and how to scroll with the keyboard).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const { ref, overflows } = useOverflows();
  const hintId = useId();
  return (
    <>
      {overflows ? (
        <p id={hintId} className={styles.scrollHint}>
          <span aria-hidden="true">↔ </span>
          Scroll the table sideways to see every column (select it, then use the arrow keys).
        </p>
      ) : null}
      {/* A scrolling region must take focus for keyboard users to scroll it (WCAG 2.1.1). */}
      <div
        ref={ref}
        className={overflows ? `${styles.scroll} ${styles.overflows}` : styles.scroll}
        role="region"
        aria-label={label}
        aria-describedby={overflows ? hintId : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
