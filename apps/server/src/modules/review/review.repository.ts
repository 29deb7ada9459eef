import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, membershipCategories, planHistory } from '../../db/schema';

export type ReviewRow = {
  name: string | null;
  journey: (typeof applications.$inferSelect)['journey'];
  categoryName: string;
  history: typeof planHistory.$inferSelect | null;
};

/** The application's name and journey, its category and its plan-history row of that journey. */
export async function findReviewRow(
  db: Executor,
  applicationId: number,
): Promise<ReviewRow | undefined> {
  const [application] = await db
    .select({
      name: applications.name,
      journey: applications.journey,
      categoryName: membershipCategories.name,
    })
    .from(applications)
    .innerJoin(membershipCategories, eq(membershipCategories.id, applications.categoryId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!application) return undefined;
  const [history] = await db
    .select()
    .from(planHistory)
    .where(
      and(
        eq(planHistory.applicationId, applicationId),
        eq(planHistory.historyType, application.journey),
      ),
    )
    .orderBy(desc(planHistory.id))
    .limit(1);
  return { ...application, history: history ?? null };
}
