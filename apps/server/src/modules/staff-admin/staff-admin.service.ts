// The back office's services over one database: the review queue, members, renewal reminders,
// categories, coupons, payments to refund, staff accounts and CSV exports.
import type { Database } from '../../db/client';
import { createCategoriesService, createCouponsService } from '../staff-catalog';
import { createExportsService, EXPORT_BATCH_SIZE } from '../staff-exports';
import { createMembersService } from '../staff-members';
import { createQueueService } from '../staff-queue';
import { createRefundsService } from '../staff-refunds';
import { createRemindersService } from '../staff-reminders';
import { createStaffAccountsService, type InvitationDeps } from '../staff-accounts';
import { createTotalsCache, DEFAULT_TOTALS_CACHE_MS } from '../../lib/totals-cache';

export type StaffAdminDeps = {
  db: Database;
  now?: () => Date;
  /** Rows per query of the CSV exports. */
  exportBatchSize?: number;
  /** How long list totals are reused (0: counted on every request). */
  totalsCacheMs?: number;
  /** Told after a staff edit of the categories (the catalog's cache is stale). */
  onCatalogChange: () => void;
  /** What an invitation needs: the outbox (through the notifier) and the association's layout. */
  invitations: Omit<InvitationDeps, 'db'>;
};

export function createStaffAdminServices(deps: StaffAdminDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const totals = createTotalsCache({ ttlMs: deps.totalsCacheMs ?? DEFAULT_TOTALS_CACHE_MS });
  return {
    queue: createQueueService(db, totals),
    members: createMembersService(db, now, totals, deps.invitations),
    reminders: createRemindersService(db),
    categories: createCategoriesService(db, deps.onCatalogChange),
    coupons: createCouponsService(db),
    refunds: createRefundsService(db),
    staffAccounts: createStaffAccountsService(db, deps.invitations),
    exports: createExportsService(db, now, deps.exportBatchSize ?? EXPORT_BATCH_SIZE),
  };
}

export type StaffAdminServices = ReturnType<typeof createStaffAdminServices>;
