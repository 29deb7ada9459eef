import { MANUAL_UPDATE_VALUES } from '@portico/domain/constants';
import { applicationRouteId } from '@portico/domain/format';

/** manual 1 or 4: the documents confirmation comes before the checkout. */
export function needsDocumentsConfirmation(manual: number): boolean {
  return (MANUAL_UPDATE_VALUES as readonly number[]).includes(manual);
}

/** The self-update before a renewal: /user/update-details/{PA-000009}/renew (the member's application). */
export function updateDetailsForRenewalPath(userId: number): string {
  return `/user/update-details/${applicationRouteId(userId)}/renew`;
}
