import { applicationRouteId } from '@portico/domain/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { staffEditBase } from '../../app/staff-editor';
import { FINAL_STAGES, stageLabel } from '../../app/staff/labels';
import { hasAnyRole, PAGE_ROLES, type StaffUser } from '../../app/staff/staff-session';
import type { ApplicationAction } from './api/decide-application';
import type { StaffDocument } from './api/get-staff-application';
import { ActionModal } from './action-modal';
import buttons from '../../ui/button.module.css';
import styles from './review-actions.module.css';

/** The step this staff member decides: Approve, Send back or Reject; else, whose step it is. */
function DecidePanel({
  stage,
  canAct,
  onAction,
}: {
  stage: string;
  canAct: boolean;
  onAction: (action: ApplicationAction) => void;
}) {
  if (!canAct) {
    return (
      <p>
        Nothing for you to decide here right now: the application is at the{' '}
        <strong>{stageLabel(stage)}</strong> step.
      </p>
    );
  }
  return (
    <div className={styles.decide}>
      <p>
        This application is at the <strong>{stageLabel(stage)}</strong> step, which is yours to
        decide.
      </p>
      <div className={styles.buttons}>
        <button type="button" className={buttons.primary} onClick={() => onAction('approve')}>
          Approve
        </button>
        <button type="button" className={buttons.secondary} onClick={() => onAction('send-back')}>
          Send back for changes
        </button>
        <button
          type="button"
          className={`${buttons.secondary} ${styles.danger}`}
          onClick={() => onAction('reject')}
        >
          Reject
        </button>
      </div>
    </div>
  );
}

/** Admin and office: edit the application in the staff form, and cancel it while it is open. */
function EditorActions({
  applicationId,
  user,
  canCancel,
  onCancel,
}: {
  applicationId: number;
  user: StaffUser;
  canCancel: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.buttons}>
      <Link
        className={buttons.secondary}
        to={`${staffEditBase(user.roles)}/membership-form/${applicationRouteId(applicationId)}`}
      >
        Edit application
      </Link>
      {canCancel ? (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.danger}`}
          onClick={onCancel}
        >
          Cancel application
        </button>
      ) : null}
    </div>
  );
}

/**
 * What this staff member may do here: decide their own step (when the API says can_act), edit the
 * application and cancel it (admin and office).
 */
export function ReviewActions({
  applicationId,
  stage,
  canAct,
  documents,
  user,
}: {
  applicationId: number;
  stage: string;
  canAct: boolean;
  documents: readonly StaffDocument[];
  user: StaffUser;
}) {
  const [action, setAction] = useState<ApplicationAction | null>(null);
  const editor = hasAnyRole(user, ...PAGE_ROLES.editApplication);
  return (
    <div className={styles.actions}>
      <DecidePanel stage={stage} canAct={canAct} onAction={setAction} />
      {editor ? (
        <EditorActions
          applicationId={applicationId}
          user={user}
          canCancel={!FINAL_STAGES.includes(stage)}
          onCancel={() => setAction('cancel')}
        />
      ) : null}
      {action ? (
        <ActionModal
          key={action}
          action={action}
          applicationId={applicationId}
          stage={stage}
          documents={documents}
          onClose={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}
