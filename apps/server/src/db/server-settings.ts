// What production needs of the PostgreSQL server beyond a connection. Autovacuum clears the dead rows
// every code, session and re-saved draft leaves behind and gives the planner its statistics; off, the
// database's CPU a request rose by a third within three minutes of load (decision 127).
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from './client';

/** Whether the server's autovacuum launcher runs (`show autovacuum`). */
export async function autovacuumIsOn(db: Executor): Promise<boolean> {
  const [row] = resultRows<{ setting: string }>(
    await db.execute(sql`select current_setting('autovacuum') as setting`),
  );
  return row?.setting === 'on';
}

/** The line a PostgreSQL start logs when autovacuum is off. */
export const AUTOVACUUM_OFF_WARNING =
  "PostgreSQL's autovacuum is off: dead rows pile up and queries slow down until it is on again (`autovacuum = on` in postgresql.conf, its default), or a scheduled VACUUM (ANALYZE) does its work";
