// The back office's services over one database: the review queue, members, renewal reminders,
// categories, coupons, payments to refund, staff accounts and CSV exports.
import type { Database } from '../../db/client';
import { createCategoriesService } from './categories.service';
import { createCouponsService } from './coupons.service';
import { createExportsService, EXPORT_BATCH_SIZE } from './exports.service';
import { createMembersService } from './members.service';
import { createQueueService } from './queue.service';
import { createRefundsService } from './refunds.service';
import { createRemindersService } from './reminders.service';
import type { InvitationDeps } from './invite-staff';
import { createStaffAccountsService } from './staff-accounts.service';
import { createTotalsCache, DEFAULT_TOTALS_CACHE_MS } from './totals-cache';

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
    members: createMembersService(db, now, totals),
    reminders: createRemindersService(db),
    categories: createCategoriesService(db, deps.onCatalogChange),
    coupons: createCouponsService(db),
    refunds: createRefundsService(db),
    staffAccounts: createStaffAccountsService(db, deps.invitations),
    exports: createExportsService(db, now, deps.exportBatchSize ?? EXPORT_BATCH_SIZE),
  };
}

export type StaffAdminServices = ReturnType<typeof createStaffAdminServices>;
