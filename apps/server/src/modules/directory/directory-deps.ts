// What the directory's operations are given.
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';

export type DirectoryDeps = {
  db: Database;
  files: FileStore;
  now: () => Date;
  /** The live check of the member's current card (decision 092), as a path: /verify/<token>. */
  verifyPathOf: (memberId: number) => Promise<string>;
};
