import { fieldLabel } from '../../app/staff/labels';
import { Notice } from '../../ui/list/notice';
import type { ReviewState } from './api/get-staff-application';

/** The application waits for the applicant: what they were asked to change, and the message. */
export function ChangesNotice({ review }: { review: ReviewState }) {
  return (
    <Notice tone="warning" role="note">
      <p>
        <strong>Waiting for the applicant to make changes.</strong>
      </p>
      {review.changes_requested_fields.length > 0 ? (
        <p>Asked to change: {review.changes_requested_fields.map(fieldLabel).join(', ')}</p>
      ) : null}
      {review.changes_note ? <p>Message: {review.changes_note}</p> : null}
    </Notice>
  );
}
