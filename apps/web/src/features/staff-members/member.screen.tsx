import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { applicationRouteId, formatDisplayDate } from '@portico/domain/format';
import type { MemberItem } from '@portico/domain/contracts/staff-members.contract';
import { usePageTitle } from '../../app/page-title';
import { MANUAL_FLAG_LABEL, manualExplanation, zoneLabel } from '../../app/staff/labels';
import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, useStaffUser } from '../../app/staff/staff-session';
import { Badge } from '../../ui/list/badge';
import { Notice } from '../../ui/list/notice';
import { PanelSection } from '../../ui/list/panel-section';
import { useMember } from './api/get-member';
import { useMemberRecord, type MemberRecord } from './api/member-record';
import { CorrectionRequests, RequestedChange } from './correction-requests';
import { EditDetails } from './edit-details';
import { CompanyFacts, MemberRecordSections, RECORD_ROLES } from './member-record-view';
import { DetailList } from '../../ui/detail-list';
import pageStyles from '../../ui/page.module.css';
import buttons from '../../ui/button.module.css';
import styles from './member.module.css';
import recordStyles from './member-record.module.css';

/** Who the member is, their plan and how to reach them. */
function MemberDetails({ member }: { member: MemberItem }) {
  const items: [string, ReactNode][] = [
    ['Member number', member.member_number || '—'],
    ['Authorised person', member.name || '—'],
    ['Company', member.company_name || '—'],
    ['Category', member.category.name || '—'],
    ['Plan ends', member.expires_at ? formatDisplayDate(member.expires_at) : '—'],
    [
      'Status',
      <Badge key="status" tone={member.status === 'active' ? 'success' : 'error'}>
        {member.status === 'active' ? 'Active' : 'Expired'}
      </Badge>,
    ],
    ['Zone', member.zone ? zoneLabel(member.zone) : '—'],
    [
      'Email',
      <a key="email" href={`mailto:${member.email}`}>
        {member.email}
      </a>,
    ],
    ['Mobile', member.mobile || '—'],
    [MANUAL_FLAG_LABEL, manualExplanation(member.manual) || String(member.manual)],
  ];
  return <DetailList items={items} />;
}

function Links({ member }: { member: MemberItem }) {
  return (
    <p>
      {member.application_id !== null ? (
        <>
          <Link to={`/staff/applications/${applicationRouteId(member.application_id)}`}>
            Open their application
          </Link>
          {' · '}
        </>
      ) : null}
      <Link to={`/staff/reminders?member_id=${member.id}`}>Their renewal reminders</Link>
    </p>
  );
}

const memberIdOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
const requestIdOf = (value: string | null) => (value ? memberIdOf(value) : null);

/** "Change details" with, when it answers a correction request, what the member asked beside it. */
function EditView({
  record,
  requestId,
  onClose,
}: {
  record: MemberRecord;
  requestId: number | null;
  onClose: (message?: string) => void;
}) {
  const correction = record.corrections.find((item) => item.id === requestId) ?? null;
  return (
    <div className={recordStyles.beside}>
      <EditDetails
        record={record}
        requestId={correction ? correction.id : null}
        onDone={(message) => onClose(message)}
        onCancel={() => onClose()}
      />
      {correction ? (
        <aside aria-label="The member’s request">
          <RequestedChange correction={correction} />
        </aside>
      ) : null}
    </div>
  );
}

function RecordView({
  member,
  record,
  onChange,
}: {
  member: MemberItem;
  record: MemberRecord;
  onChange: (requestId: number | null) => void;
}) {
  const user = useStaffUser();
  if (!user) return null;
  return (
    <>
      <CorrectionRequests record={record} onChange={onChange} />
      <PanelSection id="section-member" title="Member">
        <MemberDetails member={member} />
        <Links member={member} />
        {hasAnyRole(user, ...RECORD_ROLES.editDetails) ? (
          <p>
            <button type="button" className={buttons.secondary} onClick={() => onChange(null)}>
              Change details
            </button>
          </p>
        ) : null}
      </PanelSection>
      <PanelSection id="section-company" title="Company">
        <CompanyFacts details={record.details} />
      </PanelSection>
      <MemberRecordSections record={record} user={user} />
    </>
  );
}

/**
 * /staff/members/:id (every staff role; a zone manager in their zones): the member's record, with
 * each action for the roles allowed it. ?change=details (admin, office) shows "Change details";
 * &request=<id> beside an open correction request, which saving closes.
 */
export function MemberScreen() {
  const { id: routeId = '' } = useParams();
  const id = memberIdOf(routeId);
  const [params, setParams] = useSearchParams();
  const [saved, setSaved] = useState<string | null>(null);
  const query = useMember(id);
  const record = useMemberRecord(id);
  const member = query.data;
  const name = member ? member.name || member.company_name || 'Member' : 'Member';
  const editing = params.get('change') === 'details';
  const title = editing ? `Change ${name}’s details` : name;
  usePageTitle(title);
  const show = (change: boolean, requestId: number | null = null, message?: string) => {
    setSaved(message ?? null);
    setParams(
      change ? { change: 'details', ...(requestId ? { request: String(requestId) } : {}) } : {},
    );
  };
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <p className={styles.back}>
        <Link to="/staff/members">← All members</Link>
      </p>
      <h1 id="page-title" className={pageStyles.title}>
        {id === null ? 'Member not found' : title}
      </h1>
      {saved ? (
        <Notice tone="success" role="status">
          {saved}
        </Notice>
      ) : null}
      {id === null ? (
        <p>This link does not point to a member.</p>
      ) : (
        <QueryResult query={record} loadingText="Loading the member…">
          {member && record.data ? (
            editing ? (
              <EditView
                record={record.data}
                requestId={requestIdOf(params.get('request'))}
                onClose={(message) => show(false, null, message)}
              />
            ) : (
              <RecordView
                member={member}
                record={record.data}
                onChange={(requestId) => show(true, requestId)}
              />
            )
          ) : null}
        </QueryResult>
      )}
    </section>
  );
}

export { MemberScreen as Component };
