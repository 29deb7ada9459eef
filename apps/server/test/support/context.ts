// What the global setup hands to the test workers (vitest's provide/inject).
export type TestDatabaseInfo =
  | { driver: 'pglite'; snapshotFile: string }
  | { driver: 'postgres'; adminUrl: string; templateDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export const TEST_DATABASE_PREFIX = 'portico_test_';

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
