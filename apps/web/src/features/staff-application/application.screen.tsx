import { decodeId, formatDisplayDate } from '@portico/domain/format';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useStaffApplication } from './api/get-staff-application';
import { ApplicationDocuments } from './application-documents';
import { BasicDetails, Directors, OtherDetails, Proposers } from './application-details';
import { AuditLog } from './audit-log';
import { fieldLabel, journeyLabel } from '../../app/staff/labels';
import { ReviewActions } from './review-actions';
import { ReviewTimeline } from './review-timeline';
import { QueryState } from '../../app/staff/query-state';
import { StageBadge } from '../../app/staff/stage-badge';
import { useStaffUser } from '../../app/staff/staff-session';
import pageStyles from '../../ui/page.module.css';

/** The route id: base64 of the application id (as the queue links it), or the plain number. */
export function applicationIdFromRoute(value: string): number | null {
  const decoded = decodeId(value);
  if (decoded !== null) return decoded;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="staff-section" aria-labelledby={id}>
      <h2 id={id} className="staff-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /staff/applications/:id: every field of the application, its documents (viewable here), the review
 * timeline, the actions this staff member may take and the audit log.
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function ApplicationScreen() {
  const { id: routeId = '' } = useParams();
  const id = applicationIdFromRoute(routeId);
  const user = useStaffUser();
  const query = useStaffApplication(id);
  const data = query.data;
  const application = data?.application;
  const appNo = application?.app_id ?? '';
  const title = appNo ? `Application ${appNo}` : 'Application';
  usePageTitle(title);

  if (id === null) {
    return (
      <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
        <h1 id="page-title" className={pageStyles.title}>
          Application not found
        </h1>
        <p>
          This link does not point to an application.{' '}
          <Link to="/staff/applications">Back to the applications</Link>
        </p>
      </section>
    );
  }

  const stage = data?.review.stage || (application?.plan_history?.review_stage ?? '');
  const submitted = application?.submitted_at ?? '';

  return (
    <section className={`${pageStyles.page} staff-page`} aria-labelledby="page-title">
      <p className="staff-back">
        <Link to="/staff/applications">← All applications</Link>
      </p>
      <div className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          {title}
        </h1>
        {data ? (
          <div className="staff-summary">
            <p className={pageStyles.lead}>
              {[application?.name, application?.company_name].filter(Boolean).join(' · ') ||
                'No name given yet'}
            </p>
            <ul className="staff-summary__facts">
              <li>
                <span className="visually-hidden">Stage: </span>
                <StageBadge stage={stage} />
              </li>
              <li>{application?.membership.name || 'No category'}</li>
              <li>{journeyLabel(application?.journey ?? '') || 'New membership'}</li>
              <li>
                {submitted ? `Submitted ${formatDisplayDate(submitted)}` : 'Not submitted yet'}
              </li>
            </ul>
          </div>
        ) : null}
      </div>

      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingText="Loading the application…"
      >
        {data && user ? (
          <>
            {stage === 'changes_requested' ? (
              <div className="staff-notice staff-notice--warning" role="note">
                <p>
                  <strong>Waiting for the applicant to make changes.</strong>
                </p>
                {data.review.changes_requested_fields.length > 0 ? (
                  <p>
                    Asked to change:{' '}
                    {data.review.changes_requested_fields.map(fieldLabel).join(', ')}
                  </p>
                ) : null}
                {data.review.changes_note ? <p>Message: {data.review.changes_note}</p> : null}
              </div>
            ) : null}

            <Section id="section-actions" title="What you can do">
              <ReviewActions
                applicationId={id}
                stage={stage}
                canAct={data.can_act}
                documents={data.documents}
                user={user}
              />
            </Section>

            <Section id="section-basic" title="Basic details">
              <BasicDetails application={data.application} />
            </Section>

            <Section id="section-documents" title="Documents">
              <ApplicationDocuments
                documents={data.documents}
                canReview={data.can_act}
                applicationId={id}
              />
            </Section>

            <Section id="section-directors" title="Directors">
              <Directors application={data.application} />
            </Section>

            <Section id="section-proposers" title="Proposers (members 1 and 2)">
              <Proposers application={data.application} />
            </Section>

            <Section id="section-other" title="Other details">
              <OtherDetails application={data.application} />
            </Section>

            <Section id="section-timeline" title="Review timeline">
              <ReviewTimeline decisions={data.review.decisions} />
            </Section>

            <Section id="section-audit" title="Audit log">
              <AuditLog entries={data.audit} />
            </Section>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}

export { ApplicationScreen as Component };
