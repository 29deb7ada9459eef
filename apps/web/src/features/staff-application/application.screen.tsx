import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { ApplicationNotFound } from '../../app/staff/application-not-found';
import { QueryResult } from '../../app/staff/query-state';
import { useStaffUser } from '../../app/staff/staff-session';
import { useStaffApplication } from './api/get-staff-application';
import { ApplicationHeader } from './application-header';
import { applicationIdFromRoute } from './application-id';
import { ApplicationSections } from './application-sections';
import pageStyles from '../../ui/page.module.css';

/**
 * /staff/applications/:id: every field of the application, its documents (viewable here), the review
 * timeline, the actions this staff member may take and the audit log.
 */
export function ApplicationScreen() {
  const { id: routeId = '' } = useParams();
  const id = applicationIdFromRoute(routeId);
  const user = useStaffUser();
  const query = useStaffApplication(id);
  const data = query.data;
  const appNo = data?.application.app_id ?? '';
  const title = appNo ? `Application ${appNo}` : 'Application';
  usePageTitle(title);

  if (id === null) return <ApplicationNotFound linkText="Back to the applications" />;
  const stage = data?.review.stage || (data?.application.plan_history?.review_stage ?? '');

  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <ApplicationHeader title={title} data={data} stage={stage} />
      <QueryResult query={query} loadingText="Loading the application…">
        {data && user ? (
          <ApplicationSections id={id} data={data} stage={stage} user={user} />
        ) : null}
      </QueryResult>
    </section>
  );
}

export { ApplicationScreen as Component };
