// What the form reads from a loaded application besides its values: ids, step, journey, review state.
import { JOURNEYS, type Journey } from '@portico/domain/constants';
import type { ProcessData } from '../../app/process';
import type { ApplicationRecord } from './api/get-application';
import type { SavedIds } from './api/save-meta';
import { positiveInt, record, text, truthy, type Source } from './loose-values';

export function journeyFrom(source: Source): Journey | null {
  const value = text(source.journey) || text(source.history_type);
  return (JOURNEYS as readonly string[]).includes(value) ? (value as Journey) : null;
}

export function steps(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0;
}

export function idsFrom(source: Source): SavedIds | null {
  const id = positiveInt(source.id);
  if (id === null) return null;
  const appId = source.app_id;
  return { id, app_id: typeof appId === 'string' || typeof appId === 'number' ? appId : null };
}

/** The application id held in the local progress, if any. */
export function localApplicationId(local: ProcessData): number | null {
  return positiveInt(local.id);
}

/** The category of a loaded application. */
export function applicationMembership(
  application: ApplicationRecord,
): { id: number; name: string } | null {
  const membership = record(application.membership);
  const id = positiveInt(membership.id ?? application.membership_id);
  const name = text(membership.name);
  return id === null || name === '' ? null : { id, name };
}

/**
 * A new-journey application already filled: the applicant is signed out (spec §4), unless a
 * reviewer sent it back for changes (the applicant may edit it then).
 */
export function isFilledNewApplication(application: ApplicationRecord): boolean {
  const history = record(application.plan_history);
  return (
    journeyFrom(application) !== 'upgrade' &&
    truthy(history.app_filled) &&
    history.review_stage !== 'changes_requested'
  );
}

/** The staff note while a reviewer has asked for changes; '' otherwise. */
export function changesNoteOf(application: ApplicationRecord | null): string {
  const history = record(application?.plan_history);
  return history.review_stage === 'changes_requested' ? text(history.changes_note) : '';
}

/** Each uploaded document's review status by field ('pending', 'accepted', 'needs_replacement'). */
export function documentStatuses(application: ApplicationRecord | null): Record<string, string> {
  const statuses: Record<string, string> = {};
  const documents = application?.documents;
  if (!Array.isArray(documents)) return statuses;
  for (const document of documents) {
    const row = record(document);
    const field = text(row.field);
    if (field) statuses[field] = text(row.review_status);
  }
  return statuses;
}
