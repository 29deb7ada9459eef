import { defineConfig } from 'vitest/config';
import { BalancedHalves } from './support/balanced-halves';
import { STEP_TIMEOUT_MS } from './support/step';

// Browser journeys: one built server per run, one Chromium per file.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Caps, not waits: each step waits for what the user sees. CI runs two halves of the journeys and
    // the cluster test side by side on two cores, where a long journey takes minutes: the review
    // pipeline took 42 s there on one machine and over 120 s on a slower one. One cap for every
    // journey, so that none is tighter than the rest by accident.
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // expect.poll waits for the UI (states loading, a save finishing): one step, capped as every
    // other step is (Vitest's default is a second).
    expect: { poll: { timeout: STEP_TIMEOUT_MS, interval: 100 } },
    // Two cores: each half (`--shard`) runs its journeys one file at a time against its own server;
    // the halves are split by the journeys' times (support/balanced-halves.ts).
    fileParallelism: false,
    sequence: { sequencer: BalancedHalves },
  },
});
