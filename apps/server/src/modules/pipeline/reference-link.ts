// The proposers' signed links: what a link must be to be honoured, and the page it shows.
// Opening the emailed link (GET) only shows what is asked; the proposer's confirmation (POST)
// records it. A mail scanner that follows links therefore decides nothing.
import { decodeId } from '@portico/domain/format';
import type { Executor } from '../../db/client';
import { BadRequestError, ForbiddenError } from '../../errors';
import {
  findProposers,
  type ApplicationRow,
  type PlanHistoryRow,
  findPlanHistoryById,
} from '../records';
import type { PipelineContext } from './deps';
import { verifyReferenceToken } from '../../lib/signed-links';
import { PIPELINE_MESSAGES } from './messages';
import { findDisplayNames } from './pipeline.repository';
import type { EarlierAnswer, ReferenceView } from './views';

export type ReferenceLinkInput = {
  num: string;
  userId: string;
  status: string;
  token: string | undefined;
};

export type CheckedReferenceLink = {
  num: 1 | 2;
  applicationId: number;
  planHistoryId: number;
  answer: 'approved' | 'rejected';
};

/** The link's own checks: 400 for a malformed one, 403 for a forged, expired or foreign one. */
export async function checkReferenceLink(
  { db, config, now }: PipelineContext,
  input: ReferenceLinkInput,
): Promise<CheckedReferenceLink> {
  const num: 1 | 2 | null = input.num === '1' ? 1 : input.num === '2' ? 2 : null;
  if (num === null) throw new BadRequestError(PIPELINE_MESSAGES.badReferenceNumber);
  if (input.status !== 'approve' && input.status !== 'reject') {
    throw new BadRequestError(PIPELINE_MESSAGES.badStatus);
  }
  const applicationId = decodeId(input.userId);
  if (applicationId === null) throw new BadRequestError(PIPELINE_MESSAGES.badUserId);
  if (!input.token) throw new BadRequestError(PIPELINE_MESSAGES.linkIncomplete);
  const checked = await verifyReferenceToken(config.appSecret, input.token, now());
  if (!checked.ok) {
    throw new ForbiddenError(
      checked.reason === 'expired' ? PIPELINE_MESSAGES.linkExpired : PIPELINE_MESSAGES.linkInvalid,
    );
  }
  const { claims } = checked;
  if (claims.num !== num) throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
  const issuedFor = await findPlanHistoryById(db, claims.planHistoryId);
  if (!issuedFor || issuedFor.applicationId !== applicationId) {
    throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
  }
  const answer = input.status === 'approve' ? ('approved' as const) : ('rejected' as const);
  return { num, applicationId, planHistoryId: claims.planHistoryId, answer };
}

/** The application's current plan history, which must be the one the link was issued for. */
export function currentHistory(
  reviewed: { application: ApplicationRow; history: PlanHistoryRow | null } | undefined,
  planHistoryId: number,
) {
  // The link belongs to an older plan history of the application (e.g. a previous journey).
  if (!reviewed?.history || reviewed.history.id !== planHistoryId) {
    throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
  }
  return { application: reviewed.application, history: reviewed.history };
}

/** The page's view, and the proposer row it names (read on `executor`: a transaction's own). */
export async function referenceView(executor: Executor, application: ApplicationRow, num: 1 | 2) {
  const proposer = (await findProposers(executor, application.id)).find((row) => row.rowNo === num);
  const names = await findDisplayNames(executor, application);
  const view: ReferenceView = {
    userdata: {
      name: application.name ?? '',
      email: application.email ?? '',
      company_name: application.companyName ?? '',
      category: names.category,
    },
    proposer: { num, name: proposer?.director ?? '', company_name: proposer?.companyName ?? '' },
  };
  return { view, proposer };
}

export function earlierAnswer(history: PlanHistoryRow, num: 1 | 2): EarlierAnswer | null {
  const previous = num === 1 ? history.referenceCheck1 : history.referenceCheck2;
  if (previous === 'pending') return null;
  return { prevoius_status: previous === 'approved' ? 1 : 0, already_recorded: true };
}
