// What the health probes ask of the database: does it answer, and does it hold every migration of
// this build.
import type { Database } from '../../db/client';
import { pingDatabase } from './health.repository';
import { checkReadiness } from './readiness';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService(deps: { db: Database; migrationsDir: string }) {
  return {
    ping: () => pingDatabase(deps.db),
    readiness: (log: Parameters<typeof checkReadiness>[2]) =>
      checkReadiness(deps.db, deps.migrationsDir, log),
  };
}
