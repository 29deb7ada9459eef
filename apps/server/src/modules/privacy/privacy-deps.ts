// Personal data (decision 045): the member's download and requests, staff closing them, one file per
// operation, each called by its route with what the personal-data operations are given here.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';
import type { Revocations } from '../auth';
import type { BrandSource, Notifier } from '../notifications';

export type PrivacyDeps = {
  db: Database;
  now: () => Date;
  files: FileStore;
  notifier: Notifier;
  brand: BrandSource;
  /** Ends the member's sessions after an erasure (logout's list, decision 012). */
  revocations: Revocations;
  logger: FastifyBaseLogger;
};
