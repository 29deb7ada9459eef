// The application reads: the application as the form shows it, how far it has come, and the public
// existing-member check.
import { PRIVACY_NOTICE_VERSION } from '@portico/domain/privacy';
import { checkMemberSchema } from '@portico/domain/schemas/check-member.schema';
import type { ProposerMatch } from '@portico/domain/contracts/values';
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../errors';
import type { Principal } from '../auth';
import {
  findApplicationBundle,
  matchMemberContact,
  findPlanHistory,
  isPlanHistoryPaid,
  type PlanHistoryRow,
} from '../records';
import { authorizeApplication, authorizeLoaded, isLockedFor } from './access';
import { parseOrThrow } from './validation';
import { toApplicationView, type ApplicationView } from './view';
import type { Completion } from '@portico/domain/contracts/applications.contract';
import { submittedProposersRule } from './proposer-rule';

export type { Completion };

/** All five review stages approved (the review module's rule, which sits above this module). */
export type IsReviewComplete = (
  history: PlanHistoryRow,
  referencesRequired: ProposersRequired,
) => boolean;

export async function getApplication(
  db: Database,
  principal: Principal | null,
  id: number,
): Promise<ApplicationView> {
  // One statement loads the row and its related rows; access is decided on it (decision 012).
  if (!principal) throw new UnauthorizedError();
  const bundle = await authorizeLoaded(db, principal, await findApplicationBundle(db, id), 'read');
  // The form opens read-only when this caller's saves would be refused.
  return {
    ...toApplicationView(bundle),
    locked: isLockedFor(principal, bundle.planHistory),
    privacy_consent: bundle.application.privacyNoticeVersion === PRIVACY_NOTICE_VERSION,
  };
}

export async function getCompletion(
  deps: { db: Database; isReviewComplete: IsReviewComplete },
  principal: Principal | null,
  id: number,
): Promise<Completion> {
  const application = await authorizeApplication(deps.db, principal, id, 'read');
  const history = await findPlanHistory(deps.db, application);
  return {
    application_form_completion: !application.isDraft && application.steps >= 4,
    application_review_completion: history
      ? deps.isReviewComplete(history, submittedProposersRule(application))
      : false,
    application_payment_completion: isPlanHistoryPaid(history),
    application: { app_id: application.appId },
  };
}

/** check_member: whether the pair names one member, and if not, which of the two a member holds. */
export async function checkMember(
  db: Database,
  body: Record<string, unknown>,
): Promise<{ success: boolean; match: ProposerMatch }> {
  const { email, phone } = parseOrThrow(checkMemberSchema, body);
  const { match } = await matchMemberContact(db, email, phone);
  return { success: match === 'member', match };
}
