// What the review read needs of an application, through the owners of its rows: the application with
// its plan-history row of its own journey, and its category's name.
import type { Executor } from '../../db/client';
import {
  findApplication,
  findPlanHistory,
  type ApplicationRow,
  type PlanHistoryRow,
} from '../records';
import type { ProposersRequired } from '@portico/domain/proposer-rule';
import { submittedProposersRule } from '../applications';
import { findCategoryById } from '../catalog';

export type ReviewRow = {
  /** The application number the applicant quotes, e.g. 'PA-000009'. */
  appId: string;
  name: string | null;
  journey: ApplicationRow['journey'];
  categoryName: string;
  /** Proposers the application needs: its reference checks (decision 070). */
  referencesRequired: ProposersRequired;
  history: PlanHistoryRow | null;
};

/** The application's name and journey, its category and its plan-history row of that journey. */
export async function findReviewRow(
  db: Executor,
  applicationId: number,
): Promise<ReviewRow | undefined> {
  const application = await findApplication(db, applicationId);
  if (!application) return undefined;
  const category = await findCategoryById(db, application.categoryId);
  if (!category) return undefined;
  const history = await findPlanHistory(db, application);
  return {
    appId: application.appId,
    name: application.name,
    journey: application.journey,
    categoryName: category.name,
    referencesRequired: submittedProposersRule(application),
    history: history ?? null,
  };
}
