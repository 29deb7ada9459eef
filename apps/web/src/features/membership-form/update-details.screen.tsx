import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { decodeId } from '@portico/domain/format';
import { isStarTier } from '@portico/domain/tier';
import { lazyPart } from '../../app/lazy-part';
import { usePageTitle } from '../../app/page-title';
import { applicationQuery } from './api/get-application';
import { userDetailsQuery } from './api/get-user-details';
import { applicationMembership } from './application-facts';
import { initialForm } from './initial-form';
import { LoadFailed } from './load-failed';
import { Page } from '../../ui/page';
import messageStyles from '../../ui/message.module.css';

// The form (react-hook-form, the zod schemas) is a chunk of its own, requested at once.
const loadForm = () => import('./update-details-form');
const UpdateDetailsForm = lazyPart(loadForm);

const TITLE = 'Update Details';

/**
 * /user/update-details/{base64 user id}/{from?}: the member self-update (applicant spec, "Member
 * self-update page"). Only a manual flag of 1 or 4 opens it; anything else goes straight to the
 * thanks page with recorded = 1 ('Data Already Recorded').
 */
export function UpdateDetailsScreen() {
  useEffect(() => {
    void loadForm();
  }, []);
  usePageTitle(TITLE);
  const { userId = '', from = null } = useParams();
  const id = decodeId(userId);
  const details = useQuery(userDetailsQuery(id));
  const application = useQuery(applicationQuery(id));

  if (id === null) return <Navigate to="/" replace />;
  if (details.data && details.data.manual === 0) {
    return <Navigate to={`/user/update-details/${userId}/thanks/1`} replace />;
  }

  const failed = details.isError ? details : application.isError ? application : null;
  const record = application.data ?? null;
  const planName =
    details.data?.plan?.name ?? (record ? applicationMembership(record)?.name : null) ?? '';

  return (
    <Page
      title={TITLE}
      lead="Please check your details, correct what has changed and verify your mobile number before you submit."
    >
      {failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      ) : details.isPending || application.isPending || record === null ? (
        <p className={messageStyles.status} role="status">
          Loading your details…
        </p>
      ) : (
        <UpdateDetailsForm
          loading={
            <p className={messageStyles.status} role="status">
              Loading the form…
            </p>
          }
          props={{
            userId: id,
            routeId: userId,
            from,
            isStar: isStarTier(planName),
            initial: initialForm(record, {}),
          }}
        />
      )}
    </Page>
  );
}

export { UpdateDetailsScreen as Component };
