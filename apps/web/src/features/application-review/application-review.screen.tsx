import { decodeId, applicationRouteId } from '@portico/domain/format';
import { MESSAGES } from '@portico/domain/messages';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { StepFooter } from '../../app/layout/step-footer';
import { isApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { loginPath } from '../../app/return-path';
import { useApplicationReview } from './api/get-application-review';
import { ReviewStatusTable } from './review-status-table';
import { ReviewSummary } from './review-summary';
import { Page } from '../../ui/page';
import messageStyles from '../../ui/message.module.css';

/**
 * Where nothing can be shown. The spec sends a review load failure to /payment-received, which
 * would say a payment was received when none was: the truthful page says there is nothing to pay.
 */
const NOTHING_TO_SHOW = '/nothing-to-pay';

/**
 * /register/user/application-review/{base64 id} and /app/upgrade/application-review/{base64 id}:
 * the thank-you, the five approvals and Continue to checkout once the review is complete.
 */
export function ApplicationReviewScreen() {
  usePageTitle(MESSAGES.applicationInReview);
  const { userId = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = decodeId(userId);
  const query = useApplicationReview(id);
  const review = query.data;

  // Not logged in (the review link opened in another browser): log in, then back here.
  if (isApiError(query.error) && query.error.status === 401) {
    return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  }
  if (id === null || query.isError) return <Navigate to={NOTHING_TO_SHOW} replace />;
  if (review?.cancelled) return <Navigate to={`/application-cancelled/${userId}`} replace />;

  // A path containing upgrade marks the upgrade journey.
  const base = pathname.includes('upgrade') ? '/app/upgrade' : '/register/user';

  return (
    <Page title={MESSAGES.applicationInReview}>
      {review ? (
        <>
          <ReviewSummary review={review} id={id} base={base} />
          <ReviewStatusTable
            stages={review.stages}
            referencesRequired={review.referencesRequired}
          />
        </>
      ) : (
        <p className={messageStyles.status} role="status">
          Loading application status…
        </p>
      )}

      <StepFooter
        canContinue={review?.isCompleted === true}
        onContinue={() => navigate(`${base}/checkout/${applicationRouteId(id)}`)}
      />
    </Page>
  );
}
