import { describe, expect, it } from 'vitest';
import { balancedGroups, JOURNEY_SECONDS } from './balanced-halves';

describe('balancedGroups', () => {
  it('puts every journey in exactly one half', () => {
    const names = [...Object.keys(JOURNEY_SECONDS), 'new-journey.e2e.ts'];
    const halves = balancedGroups(names, 2);
    expect(halves.flat().sort()).toEqual([...names].sort());
  });

  it('splits the journeys into halves of about equal time', () => {
    const total = (names: string[]) => names.reduce((sum, name) => sum + JOURNEY_SECONDS[name]!, 0);
    const [first = [], second = []] = balancedGroups(Object.keys(JOURNEY_SECONDS), 2);
    // Vitest's split by path hash gave 376 s and 276 s.
    expect(Math.abs(total(first) - total(second))).toBeLessThanOrEqual(10);
  });

  it('gives every process the same halves, whatever order it lists the files in', () => {
    const names = Object.keys(JOURNEY_SECONDS);
    expect(balancedGroups([...names].reverse(), 2)).toEqual(balancedGroups(names, 2));
  });

  it('counts a journey it has no time for as the median', () => {
    const halves = balancedGroups(['a', 'b', 'c'], 2, { a: 10, b: 1, c: 1 });
    expect(halves).toEqual([['a'], ['b', 'c']]);
    expect(balancedGroups(['a', 'b', 'unknown'], 2, { a: 10, b: 1, c: 4 })).toEqual([
      ['a'],
      ['unknown', 'b'],
    ]);
  });
});
