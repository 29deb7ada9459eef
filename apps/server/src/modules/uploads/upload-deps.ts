// What the upload operations are given.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';

export type UploadDeps = { db: Database; files: FileStore; log: FastifyBaseLogger };
