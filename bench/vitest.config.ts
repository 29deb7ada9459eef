import { defineProject } from 'vitest/config';

// The benches' own arithmetic (how runs become a figure); the benches themselves run by `npm run bench`.
export default defineProject({
  test: { name: 'bench', include: ['support/**/*.test.ts'], environment: 'node' },
});
