// Where uploaded files live: a folder on the server's disk by default, an S3-compatible bucket when
// configured. Keys are opaque names chosen by the caller (the uploads module uses random ones); a store
// never makes a file visible until the whole body has arrived, so a cut-off upload leaves nothing.
import type { Readable } from 'node:stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded documents (disk or S3, by configuration). */
    files: FileStore;
  }
}

export type FileMeta = {
  /** Stored with the object where the backend keeps it (S3); the database row is authoritative. */
  contentType: string;
};

/** A stored file as a listing shows it. */
export type ListedFile = { key: string; modifiedAt: Date };

export interface FileStore {
  /** Stores the whole body under `key`; on any error nothing is left under the key. */
  put(key: string, body: Readable | Buffer, meta: FileMeta): Promise<void>;
  /** The stored body, or null when there is nothing under `key`. */
  get(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every complete file with a valid key and when it was stored, in no set order (the upload sweep
   * looks for files no row names). Files removed meanwhile may or may not appear.
   */
  list(): AsyncIterable<ListedFile>;
}

export type NamedFileStore = FileStore & { readonly kind: 'disk' | 's3' };

export const UPLOADS_DIR = 'uploads';
