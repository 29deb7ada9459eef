import { defineConfig } from 'vitest/config';

// One runner for every layer; each workspace owns its project config. The API suite runs a second
// time on PostgreSQL when TEST_DATABASE_URL names one. `npm run test:coverage` adds --coverage: a
// summary of what the unit, component and API tests execute (V8's own counters, no instrumented
// build). `npm test` leaves it out to keep CI within its 20 minutes.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; most API files wait on PostgreSQL, so two
    // run side by side (each worker has its own database).
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'bench',
      'e2e/vitest.support.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.pg.config.ts'] : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**', 'apps/server/src/**', 'apps/web/src/**'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**'],
      reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
      reportsDirectory: 'coverage',
    },
  },
});
