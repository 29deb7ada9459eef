// The association's auto-renewal settings (decision 099), one row read on each use: several processes
// share it, and an admin's change holds from the next request. No row yet: not offered.
import { eq } from 'drizzle-orm';
import { DEFAULT_DEBIT_DAYS_BEFORE } from '@portico/domain/auto-renewal';
import type { AutoRenewalSettings } from '@portico/domain/contracts/auto-renewal.contract';
import type { Executor } from '../../db/client';
import { autoRenewalSettings } from '../../db/schema';

export const DEFAULT_AUTO_RENEWAL_SETTINGS: AutoRenewalSettings = {
  offered: false,
  category_ids: [],
  debit_days_before: DEFAULT_DEBIT_DAYS_BEFORE,
};

export async function readAutoRenewalSettings(db: Executor): Promise<AutoRenewalSettings> {
  const [row] = await db.select().from(autoRenewalSettings).where(eq(autoRenewalSettings.id, 1));
  if (!row) return DEFAULT_AUTO_RENEWAL_SETTINGS;
  return {
    offered: row.offered,
    category_ids: row.categoryIds,
    debit_days_before: row.debitDaysBefore,
  };
}

export async function saveAutoRenewalSettings(
  db: Executor,
  settings: AutoRenewalSettings,
  staffId: number,
  at: Date,
): Promise<void> {
  const values = {
    offered: settings.offered,
    categoryIds: [...new Set(settings.category_ids)].sort((a, b) => a - b),
    debitDaysBefore: settings.debit_days_before,
    updatedAt: at,
    updatedBy: staffId,
  };
  await db
    .insert(autoRenewalSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: autoRenewalSettings.id, set: values });
}

/** Whether a member of `categoryId` may turn auto-renewal on. */
export function isOfferedTo(settings: AutoRenewalSettings, categoryId: number): boolean {
  if (!settings.offered) return false;
  return settings.category_ids.length === 0 || settings.category_ids.includes(categoryId);
}
