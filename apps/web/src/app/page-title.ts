import { useEffect } from 'react';

export const APP_NAME = 'Portico';

/** Sets the document title to '{title} | Portico' while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
