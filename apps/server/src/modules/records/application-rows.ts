// The row types of an application and what hangs off it, shared by the application repositories.
import type {
  applications,
  directors,
  documents,
  membershipCategories,
  planHistory,
  proposers,
} from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationInsert = typeof applications.$inferInsert;
export type ApplicationUpdate = Partial<Omit<ApplicationInsert, 'id' | 'appId' | 'createdAt'>>;
export type PlanHistoryRow = typeof planHistory.$inferSelect;
export type PlanHistoryInsert = typeof planHistory.$inferInsert;
export type PlanHistoryUpdate = Partial<Omit<PlanHistoryRow, 'id' | 'applicationId' | 'createdAt'>>;
export type DirectorRow = typeof directors.$inferSelect;
export type ProposerRow = typeof proposers.$inferSelect;
export type ProposerInsert = typeof proposers.$inferInsert;
export type DocumentRow = typeof documents.$inferSelect;
export type CategoryRow = typeof membershipCategories.$inferSelect;

/** Everything one application shows: the row and its related rows (findApplicationBundle). */
export type ApplicationBundle = {
  application: ApplicationRow;
  category: CategoryRow;
  planHistory: PlanHistoryRow | null;
  directors: DirectorRow[];
  proposers: ProposerRow[];
  /** The current (not replaced) documents, oldest first. */
  documents: DocumentRow[];
};
