// buildApp(deps): the whole HTTP application with every dependency passed in, so tests build the real
// app on a test database and main.ts builds it on the configured one.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config';
import type { Database, DriverName } from './db/client';
import { authPlugin } from './modules/auth/auth.plugin';
import { isTokenRevoked } from './modules/auth/repository';
import { createTokenService } from './modules/auth/tokens';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import type { CategoryCache } from './modules/catalog/category-cache';
import { healthRoutes } from './modules/health/routes';
import { installErrorHandler } from './plugins/error-handler';
import { registerWebApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff edits of categories call catalogCache.invalidate(). */
    catalogCache: CategoryCache;
  }
}

export type AppDeps = {
  config: Config;
  db: Database;
  /** Defaults to what the configuration selects (DATABASE_URL → postgres). */
  driver?: DriverName;
  logger?: FastifyBaseLogger;
};

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Headers that carry credentials are never written to the log. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  output: { destination?: DestinationStream; pretty?: boolean } = {},
): FastifyBaseLogger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
  };
  if (output.destination) return pino(options, output.destination);
  if (output.pretty) {
    // pino-pretty is a dev dependency: only asked for in development at a terminal.
    options.transport = {
      target: 'pino-pretty',
      options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' },
    };
  }
  return pino(options);
}

function createFastify(logger: FastifyBaseLogger) {
  return Fastify({
    loggerInstance: logger,
    routerOptions: { ignoreTrailingSlash: true },
    // A client cannot choose the request id that ties one request's log lines together.
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
}

export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const driver: DriverName = deps.driver ?? (config.databaseUrl ? 'postgres' : 'pglite');
  const app = createFastify(deps.logger ?? createLogger(config));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(authPlugin, {
    tokens: createTokenService(config.appSecret),
    isRevoked: (jti) => isTokenRevoked(db, jti),
  });

  const catalog = createCatalogService(db);
  app.decorate('catalogCache', catalog.cache);

  await app.register(healthRoutes, { db, driver });
  await app.register(catalogRoutes, { service: catalog });
  await registerWebApp(app, config.webDistDir);

  return app;
}
