import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // A test's own limit, above the waits' 20 s (src/test/setup.ts): on a loaded machine a screen
    // test that clicks through a form takes several times its quiet-machine second or two, and a
    // limit under the waits' would report a time-out instead of what did not show.
    testTimeout: 60_000,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
  },
});
