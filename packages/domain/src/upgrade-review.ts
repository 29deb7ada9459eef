// Whether a member's upgrade is reviewed, and by whom (issue #29 item 8, decision 114): the admin
// chooses in Settings. The review reuses the pipeline's stages; 'full' is the whole pipeline every
// application goes through, the behaviour before the setting, and stays the default.
export const UPGRADE_REVIEW_VALUES = ['full', 'accounts', 'governing_body', 'none'] as const;
export type UpgradeReview = (typeof UPGRADE_REVIEW_VALUES)[number];

export const DEFAULT_UPGRADE_REVIEW: UpgradeReview = 'full';

export const UPGRADE_REVIEW_LABELS: Record<UpgradeReview, string> = {
  full: 'Reviewed like a new application (zone manager, accounts, governing body)',
  accounts: 'Reviewed by accounts',
  governing_body: 'Reviewed by the governing body',
  none: 'Not reviewed (pay at once)',
};

export const UPGRADE_REVIEW_MESSAGE = 'Select whether an upgrade is reviewed';

export function isUpgradeReview(value: unknown): value is UpgradeReview {
  return (UPGRADE_REVIEW_VALUES as readonly unknown[]).includes(value);
}

/** A saved value outside the list (none is written) reads as the default. */
export function upgradeReviewOf(stored: string | null | undefined): UpgradeReview {
  return isUpgradeReview(stored) ? stored : DEFAULT_UPGRADE_REVIEW;
}

/**
 * Where a complete upgrade enters the review, and the stage whose approval ends it (null: the
 * pipeline's own order to the end). 'none' enters 'approved': payable at once.
 */
export function upgradeReviewRoute(review: UpgradeReview): {
  enters: 'zone_manager' | 'accounts' | 'governing_body' | 'approved';
  endsAfter: 'accounts' | 'governing_body' | null;
} {
  switch (review) {
    case 'none':
      return { enters: 'approved', endsAfter: null };
    case 'accounts':
      return { enters: 'accounts', endsAfter: 'accounts' };
    case 'governing_body':
      return { enters: 'governing_body', endsAfter: 'governing_body' };
    case 'full':
      return { enters: 'zone_manager', endsAfter: null };
  }
}
