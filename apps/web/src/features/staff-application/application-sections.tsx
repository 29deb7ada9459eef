import type { ReactNode } from 'react';
import { hasAnyRole, PAGE_ROLES, type StaffUser } from '../../app/staff/staff-session';
import type { StaffApplication } from './api/get-staff-application';
import { ApplicationDocuments } from './application-documents';
import { BasicDetails, Directors, OtherDetails, Proposers } from './application-details';
import { ApplicationMessages } from './application-messages';
import { AuditLog } from './audit-log';
import { ChangesNotice } from './changes-notice';
import { ErasePanel } from './erase-panel';
import { PaymentsPanel } from './payments-panel';
import { ReviewActions } from './review-actions';
import { ReviewTimeline } from './review-timeline';
import panel from '../../ui/list/panel.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id} className={panel.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The application page's sections, in the order staff read them: what they can do, the form's
 * fields and documents, the review timeline and the audit log.
 */
export function ApplicationSections({
  id,
  data,
  stage,
  user,
}: {
  id: number;
  data: StaffApplication;
  stage: string;
  user: StaffUser;
}) {
  const { application } = data;
  return (
    <>
      {stage === 'changes_requested' ? <ChangesNotice review={data.review} /> : null}
      <Section id="section-actions" title="What you can do">
        <ReviewActions
          applicationId={id}
          stage={stage}
          canAct={data.can_act}
          documents={data.documents}
          user={user}
        />
      </Section>
      {hasAnyRole(user, 'admin', 'accounts') ? (
        <Section id="section-payments" title="Payments">
          <PaymentsPanel applicationId={id} user={user} />
        </Section>
      ) : null}
      <Section id="section-basic" title="Basic details">
        <BasicDetails application={application} />
      </Section>
      <Section id="section-documents" title="Documents">
        <ApplicationDocuments
          documents={data.documents}
          canReview={data.can_act}
          applicationId={id}
        />
      </Section>
      <Section id="section-directors" title="Directors">
        <Directors application={application} />
      </Section>
      <Section id="section-proposers" title="Proposers (members 1 and 2)">
        <Proposers application={application} />
      </Section>
      <Section id="section-other" title="Other details">
        <OtherDetails application={application} />
      </Section>
      <Section id="section-timeline" title="Review timeline">
        <ReviewTimeline decisions={data.review.decisions} />
      </Section>
      {hasAnyRole(user, ...PAGE_ROLES.messages) ? (
        <Section id="section-messages" title="Messages">
          <ApplicationMessages applicationId={id} />
        </Section>
      ) : null}
      <Section id="section-audit" title="Audit log">
        <AuditLog entries={data.audit} />
      </Section>
      {hasAnyRole(user, 'admin') ? (
        <Section id="section-personal-data" title="Personal data">
          <ErasePanel applicationId={id} stage={stage} audit={data.audit} />
        </Section>
      ) : null}
    </>
  );
}
