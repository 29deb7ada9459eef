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
import { PanelSection } from '../../ui/list/panel-section';

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
      <PanelSection id="section-actions" title="What you can do">
        <ReviewActions
          applicationId={id}
          stage={stage}
          canAct={data.can_act}
          documents={data.documents}
          user={user}
        />
      </PanelSection>
      {hasAnyRole(user, 'admin', 'accounts') ? (
        <PanelSection id="section-payments" title="Payments">
          <PaymentsPanel
            applicationId={id}
            user={user}
            payer={application.company_name || application.name}
          />
        </PanelSection>
      ) : null}
      <PanelSection id="section-basic" title="Basic details">
        <BasicDetails application={application} />
      </PanelSection>
      <PanelSection id="section-documents" title="Documents">
        <ApplicationDocuments
          documents={data.documents}
          canReview={data.can_act}
          applicationId={id}
        />
      </PanelSection>
      <PanelSection id="section-directors" title="Directors">
        <Directors application={application} />
      </PanelSection>
      <PanelSection id="section-proposers" title="Proposers (members 1 and 2)">
        <Proposers application={application} />
      </PanelSection>
      <PanelSection id="section-other" title="Other details">
        <OtherDetails application={application} />
      </PanelSection>
      <PanelSection id="section-timeline" title="Review timeline">
        <ReviewTimeline decisions={data.review.decisions} />
      </PanelSection>
      {hasAnyRole(user, ...PAGE_ROLES.messages) ? (
        <PanelSection id="section-messages" title="Messages">
          <ApplicationMessages applicationId={id} />
        </PanelSection>
      ) : null}
      <PanelSection id="section-audit" title="Audit log">
        <AuditLog entries={data.audit} />
      </PanelSection>
      {hasAnyRole(user, 'admin') ? (
        <PanelSection id="section-personal-data" title="Personal data">
          <ErasePanel applicationId={id} stage={stage} audit={data.audit} />
        </PanelSection>
      ) : null}
    </>
  );
}
