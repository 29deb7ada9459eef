import { FIELD_LABELS } from '@portico/domain/application-fields';
import { applicationRouteId } from '@portico/domain/format';
import { Link } from 'react-router';
import type { ApplicationReview } from './api/get-application-review';
import pageStyles from '../../ui/page.module.css';
import tones from '../../ui/tone.module.css';
import buttons from '../../ui/button.module.css';
import styles from './review-summary.module.css';
import { isInReview, SubmittedPanel } from './submitted-panel';

export const REVIEW_APPROVED_TEXT =
  'Your application has been approved. Please continue to pay the membership fee.';
export const REVIEW_PENDING_TEXT =
  'Your application is under review. Please wait for confirmation.';

export const REVIEW_REJECTED_TEXT =
  'Your application was not approved. Please contact the office if you have any questions.';

export function thankYouText(userName: string): string {
  return userName
    ? `Thank you, ${userName}, for applying for membership.`
    : 'Thank you for applying for membership.';
}

/** Staff asked for changes: their note, the fields to update and the way back to the form. */
function ChangesRequested({ review, formPath }: { review: ApplicationReview; formPath: string }) {
  return (
    <div
      className={`${styles.message} ${tones.warning} ${styles.changes}`}
      role="region"
      aria-labelledby="changes-requested-title"
    >
      <h2 id="changes-requested-title" className={styles.noticeTitle}>
        Changes requested
      </h2>
      {review.changesNote ? <p>{review.changesNote}</p> : null}
      {review.changesRequestedFields.length > 0 ? (
        <>
          <p>Please update:</p>
          <ul>
            {review.changesRequestedFields.map((field) => (
              <li key={field}>{FIELD_LABELS[field] ?? field.replace(/_/g, ' ')}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className={buttons.primary} to={formPath}>
        Edit application
      </Link>
    </div>
  );
}

/** Where the review stands: rejected, approved (pay next) or still pending. */
function ReviewMessage({ review }: { review: ApplicationReview }) {
  const rejected = review.reviewStage === 'rejected';
  const tone = rejected ? tones.warning : review.isCompleted ? tones.success : tones.info;
  return (
    <p className={`${styles.message} ${tone}`}>
      {rejected
        ? REVIEW_REJECTED_TEXT
        : review.isCompleted
          ? REVIEW_APPROVED_TEXT
          : REVIEW_PENDING_TEXT}
    </p>
  );
}

/** The thank-you, the review's message (or the changes requested) and the membership type. */
export function ReviewSummary({
  review,
  id,
  base,
}: {
  review: ApplicationReview;
  id: number;
  /** '/register/user' or '/app/upgrade'. */
  base: string;
}) {
  return (
    <div className={styles.summary}>
      <p className={pageStyles.lead}>{thankYouText(review.userName)}</p>
      {review.reviewStage === 'changes_requested' ? (
        <ChangesRequested
          review={review}
          formPath={`${base}/membership-form/${applicationRouteId(id)}`}
        />
      ) : isInReview(review) ? (
        <SubmittedPanel review={review} />
      ) : (
        <ReviewMessage review={review} />
      )}
      {review.membershipType ? (
        <dl className={styles.type}>
          <dt>Membership Type</dt>
          <dd>{review.membershipType}</dd>
        </dl>
      ) : null}
    </div>
  );
}
