import type { ReactNode } from 'react';
import { QueryResult } from '../../app/staff/query-state';
import { SavedBanner, useSavedBanner } from '../../app/staff/saved-banner';
import { PanelSection } from '../../ui/list/panel-section';
import type { SaveNotices } from './use-association-form';

/**
 * A Settings panel over one saved query: the banner after a save, then the form once the saved
 * values are in. The banner lives here, outside the form, so it stays when the form is rebuilt
 * with the saved version.
 */
export function SettingsPanel<T>({
  id,
  title,
  query,
  loadingText,
  form,
  children,
}: {
  id: string;
  title: string;
  query: {
    data: T | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  loadingText: string;
  form: (saved: T, notices: SaveNotices) => ReactNode;
  /** Below the form: a note on where to go next. */
  children?: ReactNode;
}) {
  const banner = useSavedBanner();
  return (
    <PanelSection id={id} title={title}>
      <SavedBanner saved={banner.saved} onDismiss={banner.clear} />
      <QueryResult query={query} loadingText={loadingText}>
        {query.data ? form(query.data, { onSaving: banner.clear, onSaved: banner.show }) : null}
      </QueryResult>
      {children}
    </PanelSection>
  );
}
