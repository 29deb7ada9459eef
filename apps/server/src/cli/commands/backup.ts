import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createFileStore } from '../../adapters/files/create-file-store';
import { appliedMigrations, readJournal } from '../../db/migrations';
import { markerKey } from '../../modules/cluster';
import {
  appSecretFingerprint,
  DATABASE_FILE,
  FILES_DIR,
  sha256,
  sniffContentType,
  writeManifest,
  type FileEntry,
} from '../backup/manifest';
import { runPgTool } from '../backup/pg-tools';
import type { CliCommand } from '../command';
import { withConfiguredDatabase } from '../configured-database';

/** A process's marker says it is running now: not state to bring back. */
const PROCESS_MARKER = markerKey('');

function emptyOrNew(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

export const backupCommand: CliCommand = {
  name: 'backup',
  summary: 'write the database, the uploaded files and a manifest into a new folder',
  help: "Write the whole state into <dir> (new or empty): the PostgreSQL database as pg_dump's custom format (database.dump), every stored file from the configured store, disk or S3 (files/), and manifest.json with each part's size and SHA-256, the migrations applied and a fingerprint of APP_SECRET (never the secret). Needs pg_dump of the server's major version or newer on PATH. Keep the env file (and its APP_SECRET) safe beside the backups: restore it with them, or every session and emailed link ends. Runs beside the serving processes.",
  arguments: [{ name: 'dir', description: 'the folder to write (created; must be empty)' }],
  async run(_options, context, [dir = '']) {
    const target = resolve(dir);
    if (!emptyOrNew(target)) {
      context.err(`${target} is not empty: give backup a new folder (e.g. one per date)`);
      return 1;
    }
    return withConfiguredDatabase(
      context,
      async ({ config, handle }) => {
        if (handle.driver !== 'postgres' || !config.databaseUrl) {
          context.err(
            'backup needs PostgreSQL (DATABASE_URL). With the embedded database, stop the server and copy DATA_DIR.',
          );
          return 1;
        }
        const applied = await appliedMigrations(handle.db);
        const latest = readJournal(config.migrationsDir).find((e) => e.when === applied.at(-1));
        mkdirSync(join(target, FILES_DIR), { recursive: true, mode: 0o700 });

        const dumpFile = join(target, DATABASE_FILE);
        const dump = await runPgTool(
          'pg_dump',
          ['--format=custom', '--no-password', `--file=${dumpFile}`],
          config.databaseUrl,
        );
        if (dump.code !== 0) {
          context.err(`pg_dump failed (exit ${dump.code}): ${dump.stderr}`);
          return 1;
        }
        const dumped = readFileSync(dumpFile);
        context.out(`Database: ${DATABASE_FILE}, ${dumped.length} bytes.`);

        const store = createFileStore(config);
        const entries: FileEntry[] = [];
        for await (const { key } of store.list()) {
          if (key.startsWith(PROCESS_MARKER)) continue;
          const body = await store.get(key);
          if (!body) continue; // removed since it was listed
          const bytes = await buffer(body);
          writeFileSync(join(target, FILES_DIR, key), bytes, { mode: 0o600 });
          entries.push({
            key,
            bytes: bytes.length,
            sha256: sha256(bytes),
            contentType: sniffContentType(bytes),
          });
        }
        entries.sort((a, b) => a.key.localeCompare(b.key));
        const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
        context.out(`Files: ${entries.length} from the ${store.kind} store, ${total} bytes.`);

        writeManifest(target, {
          createdAt: new Date().toISOString(),
          appSecretFingerprint: appSecretFingerprint(config.appSecret),
          database: {
            file: DATABASE_FILE,
            bytes: statSync(dumpFile).size,
            sha256: sha256(dumped),
            migrations: applied.length,
            latestMigration: latest?.tag ?? null,
          },
          files: { store: store.kind, entries },
        });
        context.out(`Backup written to ${target} (manifest.json).`);
        return 0;
      },
      { migrate: false },
    );
  },
};
