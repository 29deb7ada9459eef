// Uploads: a file received while it streams (receive-upload.ts) and a stored one opened for download
// (open-upload.ts), each called by its route with what the upload operations are given here.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';

export type UploadDeps = { db: Database; files: FileStore; log: FastifyBaseLogger };
