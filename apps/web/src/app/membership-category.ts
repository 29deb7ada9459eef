import type { MembershipCategoryRow } from '@portico/domain/contracts/catalog.contract';

/** A membership category as the catalogue answers it (fees in rupees). */
export type MembershipCategory = MembershipCategoryRow;

/** The eligibility points of a category: its comma-separated list, trimmed, blanks dropped. */
export function eligibilityPoints(category: Pick<MembershipCategory, 'eligibility'>): string[] {
  return category.eligibility
    .split(',')
    .map((point) => point.trim())
    .filter((point) => point !== '');
}
