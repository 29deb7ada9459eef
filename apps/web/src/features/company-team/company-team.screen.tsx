import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TeamView } from '@portico/domain/contracts/team.contract';
import { TEAM_ROLE_HINTS, TEAM_ROLE_LABELS } from '@portico/domain/team';
import { teamQuery } from '../../app/member/team';
import { usePageTitle } from '../../app/page-title';
import { InviteForm } from './invite-form';
import { TeamTable } from './team-table';
import { TransferRequestNotice } from './transfer-request';
import { QueryStatus } from '../../app/failure-alert';
import { Page } from '../../ui/page';
import styles from './company-team.module.css';

/**
 * /app/team (member area): the company's team (decision 110). Everyone sees who they are signed in
 * as and what their role lets them do; admins see the team and invite people; the account holder
 * can transfer the account.
 */
export function CompanyTeamScreen() {
  usePageTitle('Your company’s team');
  const team = useQuery(teamQuery);
  return (
    <Page
      title="Your company’s team"
      lead={
        team.data ? (
          <>
            The people who act for {team.data.company_name} with the association. Each signs in with
            their own email or mobile number and a one-time code.
          </>
        ) : null
      }
    >
      <QueryStatus query={team} loadingLabel="Loading your team…" />
      {team.data ? <TeamContent team={team.data} /> : null}
      <p>
        <Link to="/app/plan-status">Back to your plan</Link>
      </p>
    </Page>
  );
}

function TeamContent({ team }: { team: TeamView }) {
  const { me } = team;
  return (
    <>
      <div className={styles.section}>
        <p>
          You are signed in as <strong>{me.name}</strong>,{' '}
          {me.holder ? 'the account holder' : TEAM_ROLE_LABELS[me.role].toLowerCase()}.{' '}
          {TEAM_ROLE_HINTS[me.role]}.
        </p>
      </div>
      {me.role === 'admin' ? (
        <>
          <div className={styles.section}>
            <h2 className={styles.heading}>People</h2>
            {team.transfer_request ? (
              <TransferRequestNotice team={team} request={team.transfer_request} />
            ) : null}
            <TeamTable team={team} />
          </div>
          <div className={styles.section}>
            <InviteForm />
          </div>
        </>
      ) : null}
    </>
  );
}

export { CompanyTeamScreen as Component };
