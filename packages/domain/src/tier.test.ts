import { describe, it, expect } from 'vitest';
import { canUpgradeFrom, isPlatinumTier, isStarTier } from './tier';

describe('tiers', () => {
  it('recognises star case-insensitively', () => {
    for (const name of ['star', 'Star', 'STAR', ' Star ']) expect(isStarTier(name)).toBe(true);
    for (const name of ['Gold', 'Star Plus', 'superstar', '']) expect(isStarTier(name)).toBe(false);
  });

  it('recognises platinum case-insensitively', () => {
    expect(isPlatinumTier('Platinum')).toBe(true);
    expect(isPlatinumTier('PLATINUM')).toBe(true);
    expect(isPlatinumTier('Gold')).toBe(false);
  });

  it('allows upgrading from every plan but platinum', () => {
    expect(canUpgradeFrom('Star')).toBe(true);
    expect(canUpgradeFrom('Silver')).toBe(true);
    expect(canUpgradeFrom('Gold')).toBe(true);
    expect(canUpgradeFrom('platinum')).toBe(false);
  });
});
