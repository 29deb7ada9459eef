import { useState } from 'react';
import type { TeamPerson } from '@portico/domain/contracts/team.contract';
import { TEAM_ROLE_LABELS } from '@portico/domain/team';
import { errorMessage } from '../../app/api-client';
import { ConfirmModal } from '../../ui/confirm-modal';
import { Spinner } from '../../ui/spinner';
import buttons from '../../ui/button.module.css';
import messageStyles from '../../ui/message.module.css';
import { useMemberTeam, useRemoveTeamPerson } from './api/member-team';
import { TransferDecision } from './member-team-transfer';
import { FailureAlert } from '../../app/failure-alert';
import styles from './member-record.module.css';

/**
 * The company's team (decision 110): who acts for it, in which role, and a transfer request waiting
 * for approval (decision 118); admin and office remove people and decide on the request.
 */
export function MemberTeam({ memberId, canManage }: { memberId: number; canManage: boolean }) {
  const team = useMemberTeam(memberId);
  const remove = useRemoveTeamPerson(memberId);
  const [removing, setRemoving] = useState<TeamPerson | null>(null);
  if (team.isPending) return <Spinner label="Loading the team…" />;
  if (team.isError) {
    return (
      <p className={`${messageStyles.alert} ${messageStyles.error}`} role="alert">
        {errorMessage(team.error)}
      </p>
    );
  }
  return (
    <>
      <FailureAlert error={remove.error} />
      {team.data.transfer_request ? (
        <TransferDecision
          memberId={memberId}
          request={team.data.transfer_request}
          canDecide={canManage}
        />
      ) : null}
      <ul className={styles.notes}>
        {team.data.people.map((person) => (
          <li key={person.id}>
            {person.name} · {TEAM_ROLE_LABELS[person.role]}
            {person.holder ? ' (account holder)' : ''}
            {person.status === 'invited' ? ' · invited, not signed in yet' : ''}
            <span className={styles.muted}>
              {[person.email, person.mobile].filter(Boolean).join(', ')}
              {person.invited_by ? ` · invited by ${person.invited_by}` : ''}
            </span>
            {canManage && !person.holder ? (
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setRemoving(person)}
              >
                Remove<span className="visually-hidden"> {person.name}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmModal
          question={`Remove ${removing.name} from the team?`}
          confirmLabel="Remove"
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        >
          <p>They can no longer sign in for this member. Any session they have ends now.</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}
