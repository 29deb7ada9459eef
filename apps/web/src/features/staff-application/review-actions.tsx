import { encodeId } from '@portico/domain/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { staffEditBase } from '../../app/staff-editor';
import { toast } from '../../app/toast';
import { Modal } from '../../ui/modal';
import { useDecideApplication, type ApplicationAction } from './api/decide-application';
import type { StaffDocument } from './api/get-staff-application';
import {
  fieldLabel,
  FINAL_STAGES,
  SEND_BACK_FIELD_GROUPS,
  stageLabel,
} from '../../app/staff/labels';
import { hasAnyRole, PAGE_ROLES, type StaffUser } from '../../app/staff/staff-session';
import fieldParts from '../../ui/field.module.css';
import buttons from '../../ui/button.module.css';

type ActionCopy = {
  title: string;
  text: string;
  remarkLabel: string;
  remarkRequired: boolean;
  confirm: string;
};

const NEXT_AFTER_APPROVAL: Record<string, string> = {
  zone_manager: 'It then goes to accounts.',
  accounts: 'The two proposers are then emailed to confirm the applicant.',
  governing_body:
    'Once enough governing-body members approve, the applicant is emailed a link to pay.',
};

function copyFor(action: ApplicationAction, stage: string): ActionCopy {
  switch (action) {
    case 'approve':
      return {
        title: 'Approve this application?',
        text: `You approve the “${stageLabel(stage)}” step. ${NEXT_AFTER_APPROVAL[stage] ?? ''}`,
        remarkLabel: 'Remark (optional)',
        remarkRequired: false,
        confirm: 'Approve',
      };
    case 'send-back':
      return {
        title: 'Send back for changes',
        text: 'The applicant is emailed what to change. When they submit again, the review continues at this step.',
        remarkLabel: 'Message to the applicant: what should they change?',
        remarkRequired: true,
        confirm: 'Send back',
      };
    case 'reject':
      return {
        title: 'Reject this application?',
        text: 'The application stops here and the applicant is told. This cannot be undone.',
        remarkLabel: 'Reason for rejecting',
        remarkRequired: true,
        confirm: 'Reject application',
      };
    case 'cancel':
      return {
        title: 'Cancel this application?',
        text: 'A cancelled application stops here and can no longer be paid for. This cannot be undone.',
        remarkLabel: 'Reason for cancelling (optional)',
        remarkRequired: false,
        confirm: 'Yes, cancel the application',
      };
  }
}

// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
function ActionModal({
  action,
  applicationId,
  stage,
  documents,
  onClose,
}: {
  action: ApplicationAction;
  applicationId: number;
  stage: string;
  documents: readonly StaffDocument[];
  onClose: () => void;
}) {
  const copy = copyFor(action, stage);
  const decide = useDecideApplication(applicationId);
  const [remark, setRemark] = useState('');
  // Documents already marked as needing replacement start ticked.
  const [fields, setFields] = useState<string[]>(() =>
    action === 'send-back'
      ? documents
          .filter((doc) => ['needs_replacement', 'rejected'].includes(doc.review_status))
          .map((doc) => doc.field)
      : [],
  );
  const sendBack = action === 'send-back';
  const ready =
    !decide.isPending &&
    (!copy.remarkRequired || remark.trim() !== '') &&
    (!sendBack || fields.length > 0);
  const documentFields = [...new Set(documents.map((doc) => doc.field))];
  const groups = [
    ...SEND_BACK_FIELD_GROUPS,
    ...(documentFields.length > 0 ? [{ title: 'Documents', fields: documentFields }] : []),
  ];

  function toggle(field: string, checked: boolean) {
    setFields((current) =>
      checked ? [...current, field] : current.filter((item) => item !== field),
    );
  }

  function submit() {
    if (!ready) return;
    decide.mutate(
      { action, payload: { remark: remark.trim(), ...(sendBack ? { fields } : {}) } },
      {
        onSuccess: (message) => {
          toast.success(message);
          onClose();
        },
      },
    );
  }

  const missing = [
    copy.remarkRequired && remark.trim() === '' ? 'write the message' : '',
    sendBack && fields.length === 0 ? 'tick at least one item' : '',
  ].filter(Boolean);

  return (
    <Modal
      open
      title={copy.title}
      onClose={onClose}
      footerAction={{
        label: decide.isPending ? 'Saving…' : copy.confirm,
        onClick: submit,
        enabled: ready,
      }}
    >
      <p>{copy.text}</p>
      <div className="staff-field">
        <label htmlFor="action-remark" className="staff-field__label">
          {copy.remarkLabel}
          {copy.remarkRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        <textarea
          id="action-remark"
          className="staff-input"
          rows={4}
          value={remark}
          required={copy.remarkRequired}
          aria-required={copy.remarkRequired || undefined}
          onChange={(event) => setRemark(event.target.value)}
        />
      </div>
      {sendBack ? (
        <fieldset className="staff-checks">
          <legend className="staff-field__label">What needs to change? *</legend>
          {groups.map((group) => (
            <div key={group.title} className="staff-checks__group">
              <p className="staff-checks__title">{group.title}</p>
              {group.fields.map((field) => (
                <div key={field} className={fieldParts.checkbox}>
                  <input
                    id={`send-back-${field}`}
                    type="checkbox"
                    checked={fields.includes(field)}
                    onChange={(event) => toggle(field, event.target.checked)}
                  />
                  <label htmlFor={`send-back-${field}`}>{fieldLabel(field)}</label>
                </div>
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}
      {missing.length > 0 ? (
        <p className="staff-field__hint">To continue, {missing.join(' and ')}.</p>
      ) : null}
      {decide.isError ? (
        <p className={fieldParts.error} role="alert">
          {errorMessage(decide.error)}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * What this staff member may do here: decide their own step (when the API says can_act), edit the
 * application and cancel it (admin and office).
 */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
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
  const editBase = staffEditBase(user.roles);
  const canCancel = editor && !FINAL_STAGES.includes(stage);

  return (
    <div className="staff-actions">
      {canAct ? (
        <div className="staff-actions__decide">
          <p>
            This application is at the <strong>{stageLabel(stage)}</strong> step, which is yours to
            decide.
          </p>
          <div className="staff-actions__buttons">
            <button type="button" className={buttons.primary} onClick={() => setAction('approve')}>
              Approve
            </button>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setAction('send-back')}
            >
              Send back for changes
            </button>
            <button
              type="button"
              className={`${buttons.secondary} staff-button--danger`}
              onClick={() => setAction('reject')}
            >
              Reject
            </button>
          </div>
        </div>
      ) : (
        <p className="staff-actions__none">
          Nothing for you to decide here right now: the application is at the{' '}
          <strong>{stageLabel(stage)}</strong> step.
        </p>
      )}
      {editor ? (
        <div className="staff-actions__buttons">
          <Link
            className={buttons.secondary}
            to={`${editBase}/membership-form/${encodeId(applicationId)}`}
          >
            Edit application
          </Link>
          {canCancel ? (
            <button
              type="button"
              className={`${buttons.secondary} staff-button--danger`}
              onClick={() => setAction('cancel')}
            >
              Cancel application
            </button>
          ) : null}
        </div>
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
