import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The API suite. `server` runs it on embedded PGlite; `vitest.pg.config.ts` runs the same files on a real
 * PostgreSQL as `server-pg` (the root config adds it when TEST_DATABASE_URL is set).
 */
export function serverProject(name: 'server' | 'server-pg') {
  return defineProject({
    test: {
      name,
      root,
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: [
        name === 'server' ? 'test/global-setup-pglite.ts' : 'test/global-setup-postgres.ts',
      ],
      // One database per worker, shared by the files it runs: modules (and so the open database)
      // stay loaded between files. Every test starts from the restored demo data.
      isolate: false,
      // Starting the embedded database takes a few seconds on a busy machine.
      hookTimeout: 60_000,
      testTimeout: 20_000,
    },
  });
}

export default serverProject('server');
