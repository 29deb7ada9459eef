// The back office's list and admin calls under /api/staff (decision 011): the review queue, members,
// renewal reminders, categories, coupons, payments to refund, staff accounts and CSV exports. The
// review actions themselves live in the pipeline module.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { categoryRoutes } from './categories.routes';
import { createCategoriesService } from './categories.service';
import { couponRoutes } from './coupons.routes';
import { createCouponsService } from './coupons.service';
import { exportRoutes } from './exports.routes';
import { createExportsService, EXPORT_BATCH_SIZE } from './exports.service';
import { memberRoutes } from './members.routes';
import { createMembersService } from './members.service';
import { queueRoutes } from './queue.routes';
import { refundRoutes } from './refunds.routes';
import { createRefundsService } from './refunds.service';
import { reminderRoutes } from './reminders.routes';
import { createRemindersService } from './reminders.service';
import { createQueueService } from './queue.service';
import { staffAccountRoutes } from './staff-accounts.routes';
import { createStaffAccountsService } from './staff-accounts.service';
import { createTotalsCache, DEFAULT_TOTALS_CACHE_MS } from './totals-cache';

export type StaffAdminOptions = {
  db: Database;
  now?: () => Date;
  /** Rows per query of the CSV exports. */
  exportBatchSize?: number;
  /** How long list totals are reused (0: counted on every request). */
  totalsCacheMs?: number;
};

export const staffAdminRoutes: FastifyPluginAsync<StaffAdminOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const totals = createTotalsCache({ ttlMs: options.totalsCacheMs ?? DEFAULT_TOTALS_CACHE_MS });
  await app.register(queueRoutes, { service: createQueueService(db, totals) });
  await app.register(memberRoutes, { service: createMembersService(db, now, totals) });
  await app.register(reminderRoutes, { service: createRemindersService(db) });
  await app.register(categoryRoutes, {
    service: createCategoriesService(db, () => app.catalogCache.invalidate()),
  });
  await app.register(couponRoutes, { service: createCouponsService(db) });
  await app.register(refundRoutes, { service: createRefundsService(db) });
  await app.register(staffAccountRoutes, { service: createStaffAccountsService(db) });
  await app.register(exportRoutes, {
    service: createExportsService(db, now, options.exportBatchSize ?? EXPORT_BATCH_SIZE),
    now,
  });
};
