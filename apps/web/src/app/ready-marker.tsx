import { useEffect } from 'react';

/**
 * Marks the page ready once React has rendered or hydrated it (`<html data-ready>`): a click before
 * that lands on HTML without handlers. The browser journeys wait for it after every page load.
 */
export function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}
