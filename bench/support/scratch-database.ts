// PostgreSQL databases of a benchmark's own on the benchmark server: a scratch one, created fresh and
// dropped after, or a named one, recreated and kept after the run to look into.
import pg from 'pg';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates `portico_bench_<purpose>_…` through the admin URL; `drop` removes it, connections and all. */
export async function scratchDatabase(adminUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `portico_bench_${purpose}_${process.pid}_${Date.now()}`;
  await runStatement(adminUrl, `create database ${name}`);
  return {
    url: urlOf(adminUrl, name),
    drop: () => runStatement(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Drops `name` if it is there and creates it empty; answers its URL. It stays after the run. */
export async function namedDatabase(adminUrl: string, name: string): Promise<string> {
  await runStatement(adminUrl, `drop database if exists ${name} with (force)`);
  await runStatement(adminUrl, `create database ${name}`);
  return urlOf(adminUrl, name);
}

/**
 * VACUUM (ANALYZE) of the database at `url`: what PostgreSQL's autovacuum does in production between a
 * load's rounds, for a benchmark server that runs with autovacuum off.
 */
export function vacuumAnalyze(url: string): Promise<void> {
  return runStatement(url, 'vacuum (analyze)');
}
