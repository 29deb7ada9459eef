// GET of a proposer's link: what the link asks, or the answer given earlier; records nothing.
import { referenceCheckNumbers } from '@portico/domain/proposer-rule';
import { ConflictError, ForbiddenError } from '../../errors';
import { submittedProposersRule } from '../applications';
import type { PipelineContext } from './deps';
import { PIPELINE_MESSAGES } from './messages';
import { findReviewed } from './pipeline.repository';
import {
  checkReferenceLink,
  currentHistory,
  earlierAnswer,
  referenceView,
  type ReferenceLinkInput,
} from './reference-link';
import type { ReferencePage } from './views';

export async function showReference(
  ctx: PipelineContext,
  input: ReferenceLinkInput,
): Promise<ReferencePage> {
  const link = await checkReferenceLink(ctx, input);
  const { application, history } = currentHistory(
    await findReviewed(ctx.db, link.applicationId),
    link.planHistoryId,
  );
  if (!referenceCheckNumbers(submittedProposersRule(application)).includes(link.num)) {
    throw new ForbiddenError(PIPELINE_MESSAGES.linkNotForThis);
  }
  const { view } = await referenceView(ctx.db, application, link.num);
  const earlier = earlierAnswer(history, link.num);
  if (earlier) return { ...view, ...earlier };
  if (history.reviewStage !== 'references') {
    throw new ConflictError(PIPELINE_MESSAGES.notAtReferences);
  }
  return { ...view, prevoius_status: null };
}
