// What the form reads from a loaded application besides its values: ids, step, journey, review state.
import { JOURNEYS, type Journey } from '@portico/domain/constants';
import type { ProcessData } from '../../app/process';
import type { ApplicationView } from './api/get-application';
import type { SavedIds } from './api/save-meta';
import { positiveInt } from './loose-values';

export function journeyOf(application: ApplicationView): Journey | null {
  const { journey } = application;
  return (JOURNEYS as readonly string[]).includes(journey) ? (journey as Journey) : null;
}

/** A stored step (1 after basic details … 4 after other details), 0 for anything else. */
export function storedStep(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

export function idsOf(application: ApplicationView): SavedIds {
  return { id: application.id, app_id: application.app_id };
}

/** The application id held in the local progress, if any. */
export function localApplicationId(local: ProcessData): number | null {
  return positiveInt(local.id);
}

/** The ids the local progress holds (saved before, in this browser), if any. */
export function localIds(local: ProcessData): SavedIds | null {
  const id = localApplicationId(local);
  if (id === null) return null;
  const appId = local.app_id;
  // The save's contract takes app_id as text: a number kept by an older version is sent as its digits.
  const appIdText = typeof appId === 'number' ? String(appId) : appId;
  return { id, app_id: typeof appIdText === 'string' ? appIdText : null };
}

/** The category of a loaded application. */
export function applicationMembership({
  membership,
}: ApplicationView): { id: number; name: string } | null {
  return membership.id > 0 && membership.name !== '' ? membership : null;
}

/**
 * A new-journey application already filled: the applicant is signed out (spec §4), unless a
 * reviewer sent it back for changes (the applicant may edit it then).
 */
export function isFilledNewApplication(application: ApplicationView): boolean {
  const history = application.plan_history;
  return (
    journeyOf(application) !== 'upgrade' &&
    history !== null &&
    history.app_filled &&
    history.review_stage !== 'changes_requested'
  );
}

/** The staff note while a reviewer has asked for changes; '' otherwise. */
export function changesNoteOf(application: ApplicationView | null): string {
  const history = application?.plan_history;
  return history?.review_stage === 'changes_requested' ? (history.changes_note ?? '') : '';
}

/** Each uploaded document's review status by field ('pending', 'accepted', 'needs_replacement'). */
export function documentStatuses(application: ApplicationView | null): Record<string, string> {
  const statuses: Record<string, string> = {};
  for (const document of application?.documents ?? []) {
    if (document.field) statuses[document.field] = document.review_status;
  }
  return statuses;
}
