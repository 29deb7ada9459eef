import { defineProject } from 'vitest/config';

// The journeys' own tooling (how CI splits them); the journeys themselves run by `npm run test:e2e`.
export default defineProject({
  test: { name: 'e2e-support', include: ['support/**/*.test.ts'], environment: 'node' },
});
