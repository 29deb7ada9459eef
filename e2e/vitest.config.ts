import { defineConfig } from 'vitest/config';

// Browser journeys: one built server per run, one Chromium per file.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the UI (states loading, a save finishing); a busy 2-core machine needs
    // more than the default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    // Two cores: run journeys one file at a time so the server and Chromium are not starved.
    fileParallelism: false,
  },
});
