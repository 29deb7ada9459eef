import type { PlanStatus } from '@portico/domain/member';

/**
 * The plan status of a Gold member, active, expiring on 31-Mar-2026, as `GET /api/plan_status` answers
 * it (the seeded active@example.com, user id 12); a test overrides what it is about.
 */
export function goldPlanStatus(overrides: Partial<PlanStatus> = {}): PlanStatus {
  return {
    Plan_Name: 'Gold',
    Plan: 'active',
    Annual_Fees: 150000,
    gst: 27000,
    gst_rate: 18,
    total: 177000,
    Plan_Expiry: '2026-03-31-23-59-59',
    renew: false,
    revive: false,
    app_id: 12,
    Unique_id: 'EEMA-0012',
    Name: 'Rao Events Pvt Ltd',
    Email: 'asha@example.com',
    manual: 0,
    pdf_standalone: null,
    can_upgrade: true,
    upgrade_app_id: null,
    upgrade_payable: null,
    ...overrides,
  };
}
