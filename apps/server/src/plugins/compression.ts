// Compresses API answers where it pays (decision 026). The web app's files are compressed once at build
// time and served as they are (plugins/web.ts); this is for what the server writes per request: JSON of
// 1 kB or more and the streamed CSV exports, which stay streams (zlib compresses each chunk as it is
// read). PDFs and images are compressed formats already and go out untouched.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text and JSON only. @fastify/compress also asks mime-db for other types (which says no for PDF and
 * images); its own default list includes application/octet-stream, which stored files may be.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
