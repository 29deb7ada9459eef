// What each decision's dialog says: its title, its explanation, the remark's label and the button.
import { stageLabel } from '../../app/staff/labels';
import type { ApplicationAction } from './api/decide-application';

export type ActionCopy = {
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

export function copyFor(action: ApplicationAction, stage: string): ActionCopy {
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
        // Required, as the server requires it: the applicant is emailed this reason.
        text: 'A cancelled application stops here and can no longer be paid for. The applicant is emailed your reason. This cannot be undone.',
        remarkLabel: 'Reason for cancelling',
        remarkRequired: true,
        confirm: 'Yes, cancel the application',
      };
  }
}
