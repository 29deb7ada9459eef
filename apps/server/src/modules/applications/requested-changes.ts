// While a reviewer's send-back is open, the applicant may change only the fields and documents the
// reviewer named; anything else stays as it was reviewed.
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { MESSAGES } from '@portico/domain/messages';
import { BadRequestError } from '../../errors';
import type { ApplicationView } from './view';

/** Each send-back field name's value in a view (the organisation documents sit in nested groups). */
function fieldValues(view: ApplicationView): Record<string, unknown> {
  return {
    ...view,
    moa: view.company.moa,
    aoa: view.company.aoa,
    portaldirector: view.company.portaldirector,
    resolution: view.company.resolution,
    deed: view.llp.deed,
    authorization: view.llp.authorization,
    huf_deed: view.huf.deed,
    huf_authorization: view.huf.authorization,
  };
}

/** Throws 400, naming each changed field that the send-back did not ask for; the save then rolls back. */
export function refuseUnrequestedChanges(
  before: ApplicationView,
  after: ApplicationView,
  requested: readonly string[],
): void {
  const was = fieldValues(before);
  const now = fieldValues(after);
  const errors: Record<string, string> = {};
  for (const field of Object.keys(FIELD_LABELS)) {
    if (requested.includes(field)) continue;
    if (JSON.stringify(was[field]) !== JSON.stringify(now[field])) {
      errors[field] = MESSAGES.fieldNotRequested;
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError(MESSAGES.onlyRequestedChanges, errors);
  }
}
