// The back office's list and admin calls under /api/staff (decision 011): the review queue, members,
// renewal reminders, categories, coupons, payments to refund, staff accounts and CSV exports. The
// review actions themselves live in the pipeline module.
import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes, couponRoutes } from '../staff-catalog';
import { exportRoutes } from '../staff-exports';
import { memberRoutes } from '../staff-members';
import { queueRoutes } from '../staff-queue';
import { refundRoutes } from '../staff-refunds';
import { reminderRoutes } from '../staff-reminders';
import type { StaffAdminServices } from './staff-admin.service';
import { staffAccountRoutes } from '../staff-accounts';

export type StaffAdminOptions = {
  services: StaffAdminServices;
  /** The clock of the exports' file names. */
  now?: () => Date;
};

export const staffAdminRoutes: FastifyPluginAsync<StaffAdminOptions> = async (
  app,
  { services, now = () => new Date() },
) => {
  await app.register(queueRoutes, { service: services.queue });
  await app.register(memberRoutes, { service: services.members });
  await app.register(reminderRoutes, { service: services.reminders });
  await app.register(categoryRoutes, { service: services.categories });
  await app.register(couponRoutes, { service: services.coupons });
  await app.register(refundRoutes, { service: services.refunds });
  await app.register(staffAccountRoutes, { service: services.staffAccounts });
  await app.register(exportRoutes, { service: services.exports, now });
};
