import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../config';
import { serializeRequest } from './log-redaction';

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
    serializers: { req: serializeRequest },
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
