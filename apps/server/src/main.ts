// Start the server: configuration → database (migrated; reference data, and in development the demo
// data, on first start) → HTTP.
import closeWithGrace from 'close-with-grace';
import { buildApp, createLogger, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { AUTOVACUUM_OFF_WARNING, autovacuumIsOn } from './db/server-settings';
import { seedOnStart } from './db/start-data';
import { joinCluster, storeLocationOf } from './modules/cluster';
import { SHUTDOWN_DRAIN_MS } from './plugins/drain';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Readable lines for a developer at a terminal; JSON lines everywhere else.
  const logger = createLogger(config, {
    pretty: config.env === 'development' && process.stdout.isTTY,
  });

  const database = await openDatabase(config, {
    onError: (error) => logger.warn({ err: error }, 'database connection error'),
  });
  let app: App | undefined;
  try {
    const data = await seedOnStart(database.db, { production: config.isProduction });
    if (data.demoData) logger.info('empty database: demo data inserted');
    else if (data.referenceData) logger.info('empty database: zones and states inserted');
    // A production database starts empty of both; the operator provides them (README, Production).
    if (data.categories === 0) {
      logger.warn(
        'no membership categories yet: add them in the back office, or run `npm run portico -- seed-categories` for the standard ones',
      );
    }
    if (data.activeAdmins === 0) {
      logger.warn(
        'no active admin yet: run `npm run portico -- create-admin --email <email> --name <name>`',
      );
    }

    if (database.driver === 'postgres' && !(await autovacuumIsOn(database.db))) {
      logger.warn(AUTOVACUUM_OFF_WARNING);
    }

    const started = await buildApp({ config, db: database.db, driver: database.driver, logger });
    app = started;
    // Other processes may share a PostgreSQL database: they must all read the same uploads.
    if (database.driver === 'postgres') {
      const member = await joinCluster({
        db: database.db,
        files: started.files,
        location: storeLocationOf(config),
        production: config.isProduction,
        logger,
      });
      started.addHook('onClose', () => member.leave());
    }
    // The delay covers the drain (behind nginx, production) and the close.
    closeWithGrace({ delay: SHUTDOWN_DRAIN_MS + 10_000, logger }, async ({ signal, err }) => {
      if (err) logger.error({ err }, 'shutting down after an error');
      else logger.info({ signal }, 'shutting down');
      // Behind nginx, nothing of its own is left open when the process closes (plugins/drain.ts).
      if (signal && config.isProduction) await started.drain(SHUTDOWN_DRAIN_MS);
      await started.close();
      await database.close(); // also releases the PGlite lock
    });
    await app.listen({ port: config.port, host: config.host });
    // Payment reconciliation and receipts, every JOB_INTERVAL_SECONDS (closed with the app).
    app.scheduler.start();
    // A failed message is retried at its own back-off, between the job's runs (decision 066).
    await app.outbox.retries.start();
  } catch (error) {
    // e.g. the port is taken: release the database (and its lock) before exiting.
    await app?.close();
    await database.close();
    throw error;
  }

  const where =
    database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Portico is running at ${config.publicUrl} (${where})`);
}

main().catch((error: unknown) => {
  // Startup failures (lock held, database unreachable, port in use) get one clear line.
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
