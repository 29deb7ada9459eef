import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA rules, as the project's accessibility bar requires. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export type AxeViolationSummary = {
  id: string;
  impact: string | null | undefined;
  targets: string[];
};

/** Runs axe-core in the page and returns the violations, summarised for a readable assertion diff. */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  // Colours are judged at rest: a button fading from its disabled grey (a 120 ms transition) would
  // otherwise fail the contrast rule for a frame. Endless animations (a spinner) never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as an inline <script>: the page's Content-Security-Policy refuses those.
  if (!hasAxe) await page.evaluate(axeSource);
  // Every rule runs, but only violations are reported in full (axe's `resultTypes`: passes and the
  // like keep one node each), and only their summary crosses to the test: 146 checks of one half of
  // the journeys took 28 s instead of 38 s.
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }
    ).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, wcagTags);
}
