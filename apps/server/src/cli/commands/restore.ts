import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createFileStore } from '../../adapters/files/create-file-store';
import type { Config } from '../../config';
import { appliedMigrations } from '../../db/migrations';
import {
  appSecretFingerprint,
  DATABASE_FILE,
  FILES_DIR,
  readManifest,
  sha256,
  type Manifest,
} from '../backup/manifest';
import { libpqEnvironment, runPgTool } from '../backup/pg-tools';
import type { CliCommand, CliContext } from '../command';
import { withConfiguredDatabase } from '../configured-database';

/** What is wrong with the parts the manifest names (missing, or not their SHA-256), or null. */
function partsProblem(dir: string, manifest: Manifest): string | null {
  const wanted = [
    { path: DATABASE_FILE, sha256: manifest.database.sha256 },
    ...manifest.files.entries.map((entry) => ({
      path: join(FILES_DIR, entry.key),
      sha256: entry.sha256,
    })),
  ];
  for (const part of wanted) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, part.path));
    } catch {
      return `${part.path} is missing from the backup`;
    }
    if (sha256(bytes) !== part.sha256) return `${part.path} does not match its checksum`;
  }
  return null;
}

/** Refuses (false) a backup made under another APP_SECRET unless the operator accepts it. */
function secretAccepted(manifest: Manifest, config: Config, accept: boolean, context: CliContext) {
  if (manifest.appSecretFingerprint === appSecretFingerprint(config.appSecret)) return true;
  const consequence =
    'every staff and member session, every emailed link (approvals, payments, unsubscribes) and every message waiting in the outbox was sealed with the old one and will stop working';
  if (!accept) {
    context.err(
      `APP_SECRET differs from the one this backup was made with: ${consequence}. Restore the env file kept with the backups, or run again with --accept-new-secret.`,
    );
    return false;
  }
  context.err(`Warning: APP_SECRET differs from the backup's; ${consequence}.`);
  return true;
}

export const restoreCommand: CliCommand = {
  name: 'restore',
  summary: 'bring back a backup: the database, then the uploaded files',
  help: "Restore a folder written by backup into the configured database and file store (disk or S3): checks every part's checksum first, refuses a database that already holds Portico tables (unless --replace) and an APP_SECRET other than the backup's (unless --accept-new-secret: sessions and emailed links would end). Needs pg_restore on PATH. Stop the app processes first; run migrate afterwards when this release is newer than the backup.",
  arguments: [{ name: 'dir', description: 'the folder backup wrote' }],
  options: [
    {
      flags: '--replace',
      description: 'drop what the database holds (its Portico tables) and restore over it',
    },
    {
      flags: '--accept-new-secret',
      description: "restore although APP_SECRET is not the backup's, ending every session and link",
    },
  ],
  async run(options, context, [dir = '']) {
    const source = resolve(dir);
    const manifest = readManifest(source);
    if ('problem' in manifest) {
      context.err(manifest.problem);
      return 1;
    }
    return withConfiguredDatabase(
      context,
      async ({ config, handle }) => {
        if (handle.driver !== 'postgres' || !config.databaseUrl) {
          context.err('restore needs PostgreSQL (DATABASE_URL).');
          return 1;
        }
        if (!secretAccepted(manifest, config, options.acceptNewSecret === true, context)) return 1;
        const problem = partsProblem(source, manifest);
        if (problem) {
          context.err(`${problem}: nothing restored`);
          return 1;
        }
        const replace = options.replace === true;
        if (!replace && (await appliedMigrations(handle.db)).length > 0) {
          context.err(
            'The database already holds Portico tables: restore into a new, empty database, or run again with --replace to drop them.',
          );
          return 1;
        }
        const restored = await runPgTool(
          'pg_restore',
          [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            '--single-transaction',
            '--no-password',
            ...(replace ? ['--clean', '--if-exists'] : []),
            `--dbname=${libpqEnvironment(config.databaseUrl).PGDATABASE}`,
            join(source, DATABASE_FILE),
          ],
          config.databaseUrl,
        );
        if (restored.code !== 0) {
          context.err(`pg_restore failed (exit ${restored.code}): ${restored.stderr}`);
          return 1;
        }
        context.out(
          `Database: restored, ${manifest.database.migrations} migrations (latest ${manifest.database.latestMigration ?? 'none'}).`,
        );
        const store = createFileStore(config);
        for (const entry of manifest.files.entries) {
          const bytes = readFileSync(join(source, FILES_DIR, entry.key));
          await store.put(entry.key, bytes, { contentType: entry.contentType });
        }
        context.out(`Files: ${manifest.files.entries.length} into the ${store.kind} store.`);
        context.out('Next: npm run portico -- migrate, then start the processes.');
        return 0;
      },
      { migrate: false },
    );
  },
};
