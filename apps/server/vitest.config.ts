import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const EVERY_API_TEST = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * What still runs on PGlite when the suite also runs on PostgreSQL (decision 050): the database layer,
 * the operator's commands, the applicant's way in and the tests that take PGlite's own paths. Every
 * other file would only repeat on the development database what PostgreSQL has just shown; so would
 * the two scans that send every route garbage (they test the HTTP layer, the same on both).
 */
const PGLITE_BESIDE_POSTGRES = [
  'src/db/**/*.test.ts',
  'src/production/**/*.test.ts',
  'src/modules/applications/journey.test.ts',
  'src/modules/applications/transaction.test.ts',
  'src/modules/health/**/*.test.ts',
  'src/modules/dev/**/*.test.ts',
  'test/floor-plan.test.ts',
];

/** The files `server` runs: all of them, unless PostgreSQL runs them too (`TEST_PGLITE=all` forces all). */
function pgliteFiles(): string[] {
  const besidePostgres =
    Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_PGLITE !== 'all';
  return besidePostgres ? PGLITE_BESIDE_POSTGRES : EVERY_API_TEST;
}

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
      include: name === 'server' ? pgliteFiles() : EVERY_API_TEST,
      // The floor plan reads the source, not a database: the PGlite project runs it once.
      exclude: [
        ...configDefaults.exclude,
        ...(name === 'server-pg' ? ['test/floor-plan.test.ts'] : []),
      ],
      globalSetup: [
        name === 'server' ? 'test/global-setup-pglite.ts' : 'test/global-setup-postgres.ts',
      ],
      setupFiles: name === 'server-pg' ? ['test/support/one-query-at-a-time.ts'] : [],
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
