// The store the configuration names. Apart from file-store.ts, whose interface both stores implement,
// so that no file loop joins the interface and its implementations.
import { join } from 'node:path';
import type { Config } from '../../config';
import { createDiskFileStore } from './disk-file-store';
import { UPLOADS_DIR, type NamedFileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** The store the configuration selects: DATA_DIR/uploads, or the named S3 bucket. */
export function createFileStore(config: Pick<Config, 'dataDir' | 'files'>): NamedFileStore {
  const files = config.files;
  if (files.driver === 's3') {
    return createS3FileStore({
      bucket: files.bucket,
      endpoint: files.endpoint,
      region: files.region,
      credentials: files.credentials,
    });
  }
  return createDiskFileStore(join(config.dataDir, UPLOADS_DIR));
}
