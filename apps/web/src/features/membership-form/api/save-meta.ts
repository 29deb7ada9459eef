import type { Journey } from '@portico/domain/constants';

/** What every save of the membership form carries besides its tab's fields. */
export type SaveMeta = {
  /** The application id; absent before the first step_1 save. */
  id?: number;
  app_id?: string | number;
  journey: Journey;
  /** 1 on the staff paths. */
  is_admin: 0 | 1;
  /** 1 for Save as Draft; 0 for Next and the final submit (only step_4 with 0 submits). */
  is_draft: 0 | 1;
};

/** The id part of a save, as later saves reuse it. */
export type SavedIds = { id: number; app_id: string | number | null };
