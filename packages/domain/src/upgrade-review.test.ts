import { describe, expect, it } from 'vitest';
import { DEFAULT_UPGRADE_REVIEW, upgradeReviewOf, upgradeReviewRoute } from './upgrade-review';

describe('upgrade review setting', () => {
  it("defaults to the whole pipeline, today's behaviour", () => {
    expect(DEFAULT_UPGRADE_REVIEW).toBe('full');
    expect(upgradeReviewOf(null)).toBe('full');
    expect(upgradeReviewOf('something else')).toBe('full');
    expect(upgradeReviewRoute('full')).toEqual({ enters: 'zone_manager', endsAfter: null });
  });

  it('makes an unreviewed upgrade payable at once', () => {
    expect(upgradeReviewRoute(upgradeReviewOf('none')).enters).toBe('approved');
  });

  it('ends a review by accounts or the governing body after their own approval', () => {
    expect(upgradeReviewRoute('accounts')).toEqual({ enters: 'accounts', endsAfter: 'accounts' });
    expect(upgradeReviewRoute('governing_body')).toEqual({
      enters: 'governing_body',
      endsAfter: 'governing_body',
    });
  });
});
