// Builds one migrated, seeded PGlite data directory per run and dumps it to a file; each worker starts
// its in-memory database from that dump (≈1 s) instead of running initdb and the migrations itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import './support/context';
import { prepareTemplate, testConfig } from './support/prepare';

export default async function setup(project: TestProject) {
  const handle = await prepareTemplate(testConfig(), { inMemory: true });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();

  const dir = mkdtempSync(join(tmpdir(), 'portico-test-'));
  const snapshotFile = join(dir, 'seeded.tar');
  writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { driver: 'pglite', snapshotFile });

  return () => rmSync(dir, { recursive: true, force: true });
}
