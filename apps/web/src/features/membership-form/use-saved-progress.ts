import { useState } from 'react';
import type { Journey } from '@portico/domain/constants';
import { mergeProcessData } from '../../app/process';
import type { SaveMeta, SavedIds } from './api/save-meta';
import type { InitialForm } from './form-values';
import { forgetLocalTabs } from './initial-form';

/**
 * What the server holds of this application: its ids, once tab 1 is first saved, and the last tab
 * saved with its rules checked. Each tab's save reports here; an applicant's local progress follows.
 */
export function useSavedProgress(
  initial: InitialForm,
  { staff, journey }: { staff: boolean; journey: Journey },
) {
  const [ids, setIds] = useState<SavedIds | null>(initial.ids);
  const [savedStep, setSavedStep] = useState(initial.steps);

  /** What every save carries besides its tab's fields (tab 1's first save has no ids yet). */
  function saveMeta(isDraft: 0 | 1, current: SavedIds | null = ids): SaveMeta {
    return {
      ...(current ? { id: current.id } : {}),
      ...(current?.app_id != null ? { app_id: current.app_id } : {}),
      journey,
      is_admin: staff ? 1 : 0,
      is_draft: isDraft,
    };
  }

  /** Tab `step` saved: its local progress is the server's now; a checked save completes it. */
  function stored(step: 1 | 2 | 3 | 4, isDraft: 0 | 1 = 0) {
    if (!isDraft) setSavedStep((current) => Math.max(current, step));
    const steps = isDraft ? {} : { steps: Math.max(savedStep, step) };
    if (!staff) mergeProcessData({ ...steps, ...forgetLocalTabs(step) });
  }

  return {
    ids,
    savedStep,
    saveMeta,
    /** The meta of tabs 2–4, which save into the application tab 1 created. */
    laterSaveMeta: (isDraft: 0 | 1, current: SavedIds) => ({
      ...saveMeta(isDraft, current),
      id: current.id,
    }),
    stored,
    /** Tab 1 saved: the application's ids, kept locally too. */
    created(next: SavedIds) {
      setIds(next);
      stored(1);
      if (!staff) mergeProcessData({ id: next.id, app_id: next.app_id });
    },
  };
}

export type SavedProgress = ReturnType<typeof useSavedProgress>;
