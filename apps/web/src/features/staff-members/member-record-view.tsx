import type { ReactNode } from 'react';
import { ORG_TYPE_LABELS } from '@portico/domain/constants';
import { formatDisplayDate } from '@portico/domain/format';
import type { MemberRecord } from '@portico/domain/contracts/member-record.contract';
import { hasAnyRole, PAGE_ROLES, type StaffUser } from '../../app/staff/staff-session';
import { PanelSection } from '../../ui/list/panel-section';
import { MemberAudit } from './member-audit';
import { CANCEL_MANDATE_ROLES, MemberAutoRenewal } from './member-auto-renewal';
import { MemberBilling } from './member-billing';
import { MemberDocuments } from './member-documents';
import { MemberExtend } from './member-extend';
import { MemberMessages } from './member-messages';
import { MemberNotes } from './member-notes';
import { MemberPlan } from './member-plan';
import { MemberTeam } from './member-team';
import detailList from '../../ui/detail-list.module.css';

/** Who may do what on the record; the server checks the same (member-record.routes.ts). */
export const RECORD_ROLES = {
  editDetails: PAGE_ROLES.editMember,
  addNote: ['admin', 'office', 'accounts'],
  extend: ['admin'],
  download: PAGE_ROLES.invoices,
  /** Remove a team person, approve or refuse a transfer (member-team.routes.ts). */
  manageTeam: ['admin', 'office'],
} as const;

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={detailList.details}>
      {items.map(([label, value]) => (
        <div key={label} className={detailList.item}>
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? 'Not recorded' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The company as the record holds it; what an import never collected reads "Not recorded". */
export function CompanyFacts({ details }: { details: MemberRecord['details'] }) {
  const address = [details.registered_address, details.registered_city, details.registered_pin]
    .filter(Boolean)
    .join(', ');
  return (
    <Facts
      items={[
        ['Registered address', address],
        ['State', details.state],
        ['GSTIN', details.gst_number ?? 'None (unregistered)'],
        ['PAN', details.pan_number],
        [
          'Company type',
          details.org_type
            ? (ORG_TYPE_LABELS[details.org_type as keyof typeof ORG_TYPE_LABELS] ??
              details.org_type)
            : null,
        ],
        [
          'Incorporated on',
          details.incorporation_date ? formatDisplayDate(details.incorporation_date) : null,
        ],
        ['Date of birth', details.dob ? formatDisplayDate(details.dob) : null],
      ]}
    />
  );
}

/** The record's sections below the member's summary, each shown to the roles that use it. */
export function MemberRecordSections({ record, user }: { record: MemberRecord; user: StaffUser }) {
  const can = (roles: readonly string[]) => hasAnyRole(user, ...roles);
  return (
    <>
      <PanelSection id="section-plan" title="Plan and its history">
        <MemberPlan plan={record.plan} />
        {can(RECORD_ROLES.extend) ? (
          <details>
            <summary>Renew or extend by hand</summary>
            <MemberExtend memberId={record.id} />
          </details>
        ) : null}
      </PanelSection>
      <PanelSection id="section-billing" title="Payments, invoices and credit notes">
        <MemberBilling record={record} canDownload={can(RECORD_ROLES.download)} />
      </PanelSection>
      <PanelSection id="section-auto-renewal" title="Auto-renewal">
        <MemberAutoRenewal memberId={record.id} canCancel={can(CANCEL_MANDATE_ROLES)} />
      </PanelSection>
      <PanelSection id="section-team" title="Team">
        <MemberTeam memberId={record.id} canManage={can(RECORD_ROLES.manageTeam)} />
      </PanelSection>
      <PanelSection id="section-documents" title="Documents">
        <MemberDocuments documents={record.documents} />
      </PanelSection>
      <PanelSection id="section-notes" title="Notes">
        <MemberNotes memberId={record.id} notes={record.notes} canAdd={can(RECORD_ROLES.addNote)} />
      </PanelSection>
      {can(PAGE_ROLES.messages) ? (
        <PanelSection id="section-messages" title="Messages">
          <MemberMessages memberId={record.id} canResend={can(PAGE_ROLES.resendMessages)} />
        </PanelSection>
      ) : null}
      <PanelSection id="section-audit" title="Audit trail">
        <MemberAudit audit={record.audit} />
      </PanelSection>
    </>
  );
}
