// CI runs the journeys in two halves side by side (`--shard=1/2` and `--shard=2/2`). Vitest's own
// split is by a hash of each path, which gave one half 376 s of journeys and the other 276 s: the
// shorter half then left a core idle for a minute and a half. This one splits by how long each
// journey takes, longest first onto the half with less so far. The times only steer the balance:
// every journey runs in exactly one half whatever they say, and one missing here counts as the median.
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each journey took in a clean-clone CI run (2026-11-30, halves beside the cluster test). */
export const JOURNEY_SECONDS: Readonly<Record<string, number>> = {
  'member-area.e2e.ts': 61,
  'review-pipeline.e2e.ts': 49,
  'company-applicant.e2e.ts': 49,
  'back-office-settings.e2e.ts': 47,
  'team-transfer-approval.e2e.ts': 43,
  'auto-renewal-fallback.e2e.ts': 42,
  'star-applicant.e2e.ts': 41,
  'auto-renewal.e2e.ts': 38,
  'honest-pages.e2e.ts': 36,
  'card-wallet.e2e.ts': 34,
  'payment.e2e.ts': 32,
  'company-team.e2e.ts': 22,
  'plain-forms.e2e.ts': 20,
  'privacy.e2e.ts': 19,
  'frames.e2e.ts': 15,
  'member-record.e2e.ts': 14,
  'membership-card.e2e.ts': 13,
  'lighter-upgrade.e2e.ts': 12,
  'directory.e2e.ts': 12,
  'whatsapp-fallback.e2e.ts': 11,
  'reports.e2e.ts': 10,
  'member-self-edit.e2e.ts': 10,
  'back-office-money.e2e.ts': 9,
  'select-membership.e2e.ts': 8,
  'first-page-budget.e2e.ts': 5,
  'layout-shift.e2e.ts': 2,
};

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

/**
 * `names` in `count` groups of about equal time: the same groups in every process that asks, so each
 * half can compute its own.
 */
export function balancedGroups(
  names: readonly string[],
  count: number,
  seconds: Readonly<Record<string, number>> = JOURNEY_SECONDS,
): string[][] {
  const unknown = medianOf(Object.values(seconds));
  const timeOf = (name: string) => seconds[name] ?? unknown;
  const longestFirst = [...names].sort((a, b) => timeOf(b) - timeOf(a) || a.localeCompare(b));
  const groups = Array.from({ length: count }, () => ({ names: [] as string[], total: 0 }));
  for (const name of longestFirst) {
    const least = groups.reduce((best, group) => (group.total < best.total ? group : best));
    least.names.push(name);
    least.total += timeOf(name);
  }
  return groups.map((group) => group.names);
}

/** Vitest's documented extension point for sharding (`sequence.sequencer`). */
export class BalancedHalves extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const mine = new Set(
      balancedGroups(
        files.map((file) => basename(file.moduleId)),
        count,
      )[index - 1],
    );
    return files.filter((file) => mine.has(basename(file.moduleId)));
  }
}
