// What the card operations are given.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';
import type { CardKeys } from './card-token';

export type CardDeps = {
  db: Database;
  files: FileStore;
  keys: CardKeys;
  now: () => Date;
  /** The portal's address, which the QR's link starts with. */
  publicUrl: string;
  log: FastifyBaseLogger;
};
