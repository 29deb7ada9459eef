import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_HEADING_MS = 2_000;

/**
 * After a navigation inside the app, focus moves to the new page's heading (GOV.UK's pattern), so a
 * screen reader announces it and the keyboard starts from the top. The first page keeps the
 * browser's own start; a page whose heading arrives with its data is waited for briefly.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const deadline = Date.now() + WAIT_FOR_HEADING_MS;
    let frame = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
        return;
      }
      if (Date.now() < deadline) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
