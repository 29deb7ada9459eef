// The back office's own services: its lists and settings screens, the GST documents, the audit log,
// the reports and the register import.
import { createAuditLogService } from '../modules/audit-log';
import { createInvoicesService } from '../modules/invoices';
import { createMemberImportService } from '../modules/member-import';
import { createReportsService, sendMonthlySummary } from '../modules/reports';
import { associationSource } from '../modules/settings';
import { createStaffAdminServices } from '../modules/staff-admin';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

export function createOfficeServices(
  app: WiredApp,
  wiring: Wiring,
  invitations: Parameters<typeof createStaffAdminServices>[0]['invitations'],
) {
  return {
    staffAdmin: createStaffAdminServices({
      db: wiring.db,
      now: wiring.now,
      totalsCacheMs: wiring.config.staffListTotalsCacheMs,
      onCatalogChange: () => app.catalogCache.invalidate(),
      invitations,
    }),
    invoices: createInvoicesService({
      db: wiring.db,
      association: wiring.config.association,
      now: wiring.now,
    }),
    auditLog: createAuditLogService({ db: wiring.db }),
    reports: createReportsService({ db: wiring.db, now: wiring.now }),
    // The reports' monthly summary to the staff an admin chose (a scheduled job).
    sendMonthlySummary: () =>
      sendMonthlySummary({ db: wiring.db, now: wiring.now, ...invitations }),
    memberImport: createMemberImportService({
      db: wiring.db,
      now: wiring.now,
      association: associationSource(wiring.db, wiring.config.association),
    }),
  };
}
