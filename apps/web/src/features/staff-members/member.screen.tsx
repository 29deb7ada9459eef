import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { encodeId, formatDisplayDate } from '@portico/domain/format';
import type { MemberItem } from '@portico/domain/contracts/staff-members.contract';
import { usePageTitle } from '../../app/page-title';
import { MANUAL_FLAG_LABEL, manualExplanation, zoneLabel } from '../../app/staff/labels';
import { QueryResult } from '../../app/staff/query-state';
import { hasAnyRole, PAGE_ROLES, useStaffUser } from '../../app/staff/staff-session';
import { Badge } from '../../ui/list/badge';
import { useMember } from './api/get-member';
import { MemberMessages } from './member-messages';
import pageStyles from '../../ui/page.module.css';
import detailList from '../../ui/detail-list.module.css';
import styles from './member.module.css';
import { PanelSection } from '../../ui/list/panel-section';

/** Who the member is, their plan and how to reach them. */
function MemberDetails({ member }: { member: MemberItem }) {
  const items: [string, ReactNode][] = [
    ['Member number', member.member_number || '—'],
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
  return (
    <dl className={detailList.details}>
      {items.map(([label, value]) => (
        <div key={label} className={detailList.item}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Links({ member }: { member: MemberItem }) {
  return (
    <p>
      {member.application_id !== null ? (
        <>
          <Link to={`/staff/applications/${encodeId(member.application_id)}`}>
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

/**
 * /staff/members/:id (every staff role, as the Members list): who the member is, their plan and
 * contacts, and (admin, office, accounts) every message sent to them, with Resend (admin, office).
 */
export function MemberScreen() {
  const { id: routeId = '' } = useParams();
  const id = memberIdOf(routeId);
  const user = useStaffUser();
  const query = useMember(id);
  const member = query.data;
  const title = member ? member.name || member.company_name || 'Member' : 'Member';
  usePageTitle(title);
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <p className={styles.back}>
        <Link to="/staff/members">← All members</Link>
      </p>
      <h1 id="page-title" className={pageStyles.title}>
        {id === null ? 'Member not found' : title}
      </h1>
      {id === null ? (
        <p>This link does not point to a member.</p>
      ) : (
        <QueryResult query={query} loadingText="Loading the member…">
          {member && user ? (
            <>
              <PanelSection id="section-member" title="Member">
                <MemberDetails member={member} />
                <Links member={member} />
              </PanelSection>
              {hasAnyRole(user, ...PAGE_ROLES.messages) ? (
                <PanelSection id="section-messages" title="Messages">
                  <MemberMessages
                    memberId={member.id}
                    canResend={hasAnyRole(user, ...PAGE_ROLES.resendMessages)}
                  />
                </PanelSection>
              ) : null}
            </>
          ) : null}
        </QueryResult>
      )}
    </section>
  );
}

export { MemberScreen as Component };
