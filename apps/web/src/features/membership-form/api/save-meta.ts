import type { Step1Body } from '@portico/domain/contracts/applications.contract';

/** What every save of the membership form carries besides its tab's fields (the contract's). */
export type SaveMeta = Pick<Step1Body, 'id' | 'app_id' | 'journey' | 'is_admin' | 'is_draft'>;

/** The id part of a save, as later saves reuse it. */
export type SavedIds = { id: number; app_id: string | null };
