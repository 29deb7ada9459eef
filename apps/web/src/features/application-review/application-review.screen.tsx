import { FIELD_LABELS } from '@portico/domain/application-fields';
import { decodeId, encodeId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { StepFooter } from '../../app/layout/step-footer';
import { usePageTitle } from '../../app/page-title';
import { useApplicationReview } from './api/get-application-review';
import { ReviewStatusTable } from './review-status-table';
import styles from './application-review.screen.module.css';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';

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

/** Where nothing can be shown (spec: review load failure → /payment-received). */
const NOTHING_TO_SHOW = '/payment-received';

/**
 * /register/user/application-review/{base64 id} and /app/upgrade/application-review/{base64 id}:
 * the thank-you, the five approvals and Continue to checkout once the review is complete.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function ApplicationReviewScreen() {
  usePageTitle(MESSAGES.applicationInReview);
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = decodeId(userId);
  const query = useApplicationReview(id);
  const review = query.data;

  if (id === null || query.isError) return <Navigate to={NOTHING_TO_SHOW} replace />;
  if (review?.cancelled) return <Navigate to={`/application-cancelled/${userId}`} replace />;

  // A path containing upgrade marks the upgrade journey.
  const base = pathname.includes('upgrade') ? '/app/upgrade' : '/register/user';

  return (
    <section className={`${pageStyles.page} application-review`} aria-labelledby="page-title">
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {MESSAGES.applicationInReview}
        </h1>
      </div>

      {review ? (
        <>
          <div className={styles.summary}>
            <p className={pageStyles.lead}>{thankYouText(review.userName)}</p>
            {review.reviewStage === 'changes_requested' ? (
              <div
                className={`${styles.message} ${styles.changes}`}
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
                <Link className={buttons.primary} to={`${base}/membership-form/${encodeId(id)}`}>
                  Edit application
                </Link>
              </div>
            ) : (
              <p
                className={`${styles.message} ${
                  review.reviewStage === 'rejected'
                    ? styles.rejected
                    : review.isCompleted
                      ? styles.approved
                      : styles.pending
                }`}
              >
                {review.reviewStage === 'rejected'
                  ? REVIEW_REJECTED_TEXT
                  : review.isCompleted
                    ? REVIEW_APPROVED_TEXT
                    : REVIEW_PENDING_TEXT}
              </p>
            )}
            {review.membershipType ? (
              <dl className={styles.type}>
                <dt>Membership Type</dt>
                <dd>{review.membershipType}</dd>
              </dl>
            ) : null}
          </div>
          <ReviewStatusTable stages={review.stages} />
        </>
      ) : (
        <p className={messageStyles.status} role="status">
          Loading application status…
        </p>
      )}

      <StepFooter
        canContinue={review?.isCompleted === true}
        onContinue={() => navigate(`${base}/checkout/${encodeId(id)}`)}
      />
    </section>
  );
}
