// pg_dump and pg_restore (the PostgreSQL client programs on PATH), given the database by libpq's
// environment variables so the password never shows in the process list.
import { spawn } from 'node:child_process';
import { childProcessEnvironment } from '../../config';

/** PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE and PGSSLMODE for a postgres:// URL. */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: url.hostname.replace(/^\[|\]$/g, '') || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs `program args` on the database; resolves to its exit code and what it printed on stderr. */
export function runPgTool(
  program: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  databaseUrl: string,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      env: childProcessEnvironment(libpqEnvironment(databaseUrl)),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ code: 127, stderr: `${program}: ${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }));
  });
}
