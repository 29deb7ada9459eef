import { useState } from 'react';
import type { TeamPerson, TeamView } from '@portico/domain/contracts/team.contract';
import { TEAM_ROLE_LABELS } from '@portico/domain/team';
import { errorMessage } from '../../app/api-client';
import { toast } from '../../app/toast';
import { ConfirmModal } from '../../ui/confirm-modal';
import { TableRegion } from '../../ui/list/table-region';
import buttons from '../../ui/button.module.css';
import { useRemovePerson, useTransfer } from './api/team-changes';
import styles from './company-team.module.css';

type Pending = { kind: 'remove' | 'transfer'; person: TeamPerson } | null;

const STATUS_WORDS: Record<TeamPerson['status'], string> = {
  invited: 'Invited (not signed in yet)',
  active: 'Active',
  removed: 'Removed',
};

function doneText(kind: 'remove' | 'transfer', name: string, needsApproval: boolean): string {
  if (kind === 'remove') return `${name} was removed from the team`;
  return needsApproval
    ? `Your request to make ${name} the account holder was sent to the association`
    : `${name} is now the account holder`;
}

function confirmLabel(kind: 'remove' | 'transfer', needsApproval: boolean): string {
  if (kind === 'remove') return 'Remove';
  return needsApproval ? 'Ask the association' : 'Transfer the account';
}

function confirmText(kind: 'remove' | 'transfer', needsApproval: boolean): string {
  if (kind === 'remove') {
    return 'They can no longer sign in for your company. Any session they have ends now.';
  }
  return needsApproval
    ? 'The association approves transfers of an account. Your request goes to its office; until it is approved you stay the account holder, and you can withdraw it.'
    : 'They become the account holder, an admin. You stay in the team as an admin.';
}

/** The team, with remove (any admin) and transfer (the account holder) for each person. */
export function TeamTable({ team }: { team: TeamView }) {
  const [pending, setPending] = useState<Pending>(null);
  const remove = useRemovePerson();
  const transfer = useTransfer();
  const busy = remove.isPending || transfer.isPending;

  const confirm = () => {
    if (!pending) return;
    const { kind, person } = pending;
    const change = kind === 'remove' ? remove : transfer;
    change.mutate(person.id, {
      onSuccess: () => {
        setPending(null);
        toast.success(doneText(kind, person.name, team.transfers_need_approval));
      },
      onError: (failure) => {
        setPending(null);
        toast.error(errorMessage(failure));
      },
    });
  };

  return (
    <>
      <TableRegion label="Your team">
        <table className={styles.table}>
          <caption className="visually-hidden">The people of {team.company_name}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {team.people.map((person) => (
              <tr key={person.id}>
                <td>{person.name}</td>
                <td>{[person.email, person.mobile].filter(Boolean).join(', ')}</td>
                <td>
                  {TEAM_ROLE_LABELS[person.role]}
                  {person.holder ? ' (account holder)' : ''}
                </td>
                <td>{STATUS_WORDS[person.status]}</td>
                <td>
                  <PersonActions team={team} person={person} onChoose={setPending} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {pending ? (
        <ConfirmModal
          question={
            pending.kind === 'remove'
              ? `Remove ${pending.person.name} from the team?`
              : `Make ${pending.person.name} the account holder?`
          }
          confirmLabel={confirmLabel(pending.kind, team.transfers_need_approval)}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>{confirmText(pending.kind, team.transfers_need_approval)}</p>
        </ConfirmModal>
      ) : null}
    </>
  );
}

function PersonActions({
  team,
  person,
  onChoose,
}: {
  team: TeamView;
  person: TeamPerson;
  onChoose: (pending: Pending) => void;
}) {
  if (person.holder || person.id === team.me.id) return null;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => onChoose({ kind: 'remove', person })}
      >
        Remove<span className="visually-hidden"> {person.name}</span>
      </button>
      {team.me.holder && person.status === 'active' && !team.transfer_request ? (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => onChoose({ kind: 'transfer', person })}
        >
          Make account holder<span className="visually-hidden"> ({person.name})</span>
        </button>
      ) : null}
    </div>
  );
}
