// A PostgreSQL database of a benchmark's own on the benchmark server, created fresh and dropped after.
import pg from 'pg';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** Creates `portico_bench_<purpose>_…` through the admin URL; `drop` removes it, connections and all. */
export async function scratchDatabase(adminUrl: string, purpose: string): Promise<ScratchDatabase> {
  const name = `portico_bench_${purpose}_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
