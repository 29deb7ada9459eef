import { useEffect } from 'react';
import { useAssociationBrand } from './association';

/** The product, named only in the footer's "Powered by" (issue #27: the association's name everywhere). */
export const PRODUCT_NAME = 'Portico';

/** Sets the document title to '{title} | {the association's short name}' while the page is shown. */
export function usePageTitle(title: string): void {
  const brand = useAssociationBrand()?.shortName ?? '';
  useEffect(() => {
    const previous = document.title;
    document.title = [title, brand].filter(Boolean).join(' | ');
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
