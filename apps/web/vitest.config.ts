import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Files that replace a module with `vi.mock`. The screen tests share their worker's jsdom and modules
 * between files (`isolate: false`, as the API suite does: a fresh jsdom and module graph per file
 * cost most of the project's time), and a mock cannot replace a module an earlier file of the same
 * worker already loaded; these run as `web-isolated`, each file on its own.
 */
export const FILES_THAT_MOCK_MODULES = [
  'src/app/start-app-member.test.tsx',
  'src/features/membership-form/membership-form-no-category.test.tsx',
  'src/features/staff-reports/reports.screen.test.tsx',
];

export function webProject(name: 'web' | 'web-isolated') {
  const isolated = name === 'web-isolated';
  return defineProject({
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      isolate: isolated,
      setupFiles: ['./src/test/setup.ts'],
      // A test's own limit, above the waits' 20 s (src/test/setup.ts): on a loaded machine a screen
      // test that clicks through a form takes several times its quiet-machine second or two, and a
      // limit under the waits' would report a time-out instead of what did not show.
      testTimeout: 60_000,
      include: isolated ? FILES_THAT_MOCK_MODULES : ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...(isolated ? [] : FILES_THAT_MOCK_MODULES)],
    },
  });
}

export default webProject('web');
