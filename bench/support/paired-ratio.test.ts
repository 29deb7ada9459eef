import { describe, expect, it } from 'vitest';
import { pairedRatio } from './paired-ratio';

const runs = (...figures: [string, number][]) =>
  figures.map(([label, requestsPerSecond]) => ({ label, requestsPerSecond }));

describe('pairedRatio', () => {
  it('cancels a bias against whichever run comes second', () => {
    // Both commits equally fast; the second run of each pair reads 10 % low.
    const alternating = runs(['a', 100], ['b', 90], ['a', 90], ['b', 90], ['a', 90], ['b', 90]);
    // Medians of the rounds alone would read b at 0.9 of a's first run.
    expect(pairedRatio(alternating, 'b', 'a')).toBe(1);
    const biased = runs(['a', 100], ['b', 90], ['a', 100], ['b', 90], ['a', 100]);
    expect(pairedRatio(biased, 'b', 'a')).toBeCloseTo(0.9);
  });

  it('follows a drifting machine by comparing neighbours only', () => {
    // b is 5 % faster throughout while the machine slows by half.
    const drifting = runs(['a', 1000], ['b', 1050], ['a', 800], ['b', 840], ['a', 500], ['b', 525]);
    expect(pairedRatio(drifting, 'b', 'a')).toBeCloseTo(1.05);
  });

  it('ignores one disturbed round', () => {
    const disturbed = runs(
      ['a', 100],
      ['b', 100],
      ['a', 100],
      ['b', 30],
      ['a', 100],
      ['b', 100],
      ['a', 100],
    );
    expect(pairedRatio(disturbed, 'b', 'a')).toBe(1);
  });

  it('refuses runs with no neighbours to compare', () => {
    expect(() => pairedRatio(runs(['a', 100], ['a', 90]), 'b', 'a')).toThrow(
      /no neighbouring runs/,
    );
  });
});
