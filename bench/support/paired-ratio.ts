// How two commits' alternating rounds become one ratio. The machine's speed drifts by tens of per cent
// within minutes (shared hosts), and the second run of a pair has read about 5 to 10 % low even when
// both runs were the same commit. So each round is compared only with its neighbours in time, and
// with both of them: in half of the pairs the commit measured is the first, in the other half the
// second, and the order's bias cancels; the median of those ratios then ignores the odd disturbed one.

type Run = { label: string; requestsPerSecond: number };

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The median of `of` ÷ `against` over every two neighbouring runs of different labels. */
export function pairedRatio(runs: readonly Run[], of: string, against: string): number {
  const ratios: number[] = [];
  for (let index = 1; index < runs.length; index += 1) {
    const pair = [runs[index - 1], runs[index]];
    const measured = pair.find((run) => run?.label === of);
    const baseline = pair.find((run) => run?.label === against);
    if (measured && baseline && baseline.requestsPerSecond > 0) {
      ratios.push(measured.requestsPerSecond / baseline.requestsPerSecond);
    }
  }
  if (ratios.length === 0) throw new Error(`no neighbouring runs of ${of} and ${against}`);
  return median(ratios);
}
