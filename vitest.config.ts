import { defineConfig } from 'vitest/config';

// One runner for every layer; each workspace owns its project config. The API suite runs a second
// time on PostgreSQL when TEST_DATABASE_URL names one.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.pg.config.ts'] : []),
    ],
  },
});
