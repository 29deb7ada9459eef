import { createAuditLogService } from '../modules/audit-log';
import { createInvoicesService } from '../modules/invoices';
import { createReportsService } from '../modules/reports';
import type { Wiring } from './types';

/** The back office's read-only services: the invoice register, the audit log and the reports. */
export function createBackOfficeReads(wiring: Wiring) {
  return {
    invoices: createInvoicesService({ db: wiring.db, association: wiring.config.association }),
    auditLog: createAuditLogService({ db: wiring.db }),
    reports: createReportsService({ db: wiring.db, now: wiring.now }),
  };
}
