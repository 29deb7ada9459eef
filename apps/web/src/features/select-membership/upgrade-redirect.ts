import { applicationRouteId } from '@portico/domain/format';
import type { UpgradeStatus } from './api/get-upgrade-status';

/**
 * Where an upgrade in progress continues (spec §2.4): the form until it is complete, then the
 * review, then the checkout; null once paid (the picker stays).
 */
export function upgradeRedirect(status: UpgradeStatus, applicationId: number): string | null {
  const id = applicationRouteId(applicationId);
  if (!status.formComplete) return `/app/upgrade/membership-form/${id}`;
  if (!status.reviewComplete) return `/app/upgrade/application-review/${id}`;
  if (!status.paymentComplete) return `/app/upgrade/checkout/${id}`;
  return null;
}
