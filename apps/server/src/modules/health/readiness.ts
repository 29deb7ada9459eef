// Readiness (GET /api/health/ready): the database answers and holds every migration this build ships.
// The build's migrations are its drizzle journal; the database's are drizzle's __drizzle_migrations
// rows, matched by creation time as drizzle's migrator itself does. A migration missing from the
// database (not run yet, or renumbered behind one already applied) keeps the process out of rotation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { appliedMigrationTimes, pingDatabase } from './health.repository';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/** What the ready probe answers: `reason` (the 503's message) whenever it is not ready. */
export type Readiness = {
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
  /** The migrations the database lacks, by tag. */
  pending?: string[];
  reason?: string;
};

/** The build's migrations, oldest first; read at each check (one small file). */
function shippedMigrations(migrationsDir: string): { tag: string; when: number }[] {
  const journal = readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(journal)).entries;
}

export async function checkReadiness(
  db: Database,
  migrationsDir: string,
  log: { error(details: object, message: string): void },
): Promise<Readiness> {
  let applied: Set<number>;
  try {
    await pingDatabase(db);
    applied = await appliedMigrationTimes(db);
  } catch (error) {
    log.error({ err: error }, 'readiness: database unavailable');
    return { database: 'down', migrations: 'unknown', reason: 'Database unavailable' };
  }
  let shipped: { tag: string; when: number }[];
  try {
    shipped = shippedMigrations(migrationsDir);
  } catch (error) {
    log.error({ err: error, migrationsDir }, 'readiness: migrations journal unreadable');
    return { database: 'up', migrations: 'unknown', reason: 'Migrations journal unreadable' };
  }
  const pending = shipped
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag);
  if (pending.length > 0) {
    const reason = `Migrations not applied: ${pending.join(', ')}`;
    return { database: 'up', migrations: 'pending', pending, reason };
  }
  return { database: 'up', migrations: 'applied' };
}
