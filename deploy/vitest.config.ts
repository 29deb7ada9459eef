import { defineConfig } from 'vitest/config';

// The cluster test: two production processes on one PostgreSQL behind Debian's nginx, uploads in an
// S3-compatible store. One file, a few minutes at most.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    // Building the release before and starting production processes, beside the browser journeys.
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
