import { defineConfig } from 'vitest/config';

// One runner for every layer; each workspace owns its own project config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
