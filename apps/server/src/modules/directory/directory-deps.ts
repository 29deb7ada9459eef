// The members' directory (decision 104): the public search and member pages, the member's own
// listing and logo, and the back office's services and hiding, one file per operation, each called
// by its route with what the directory's operations are given.
import type { FileStore } from '../../adapters/files/file-store';
import type { Database } from '../../db/client';

export type DirectoryDeps = {
  db: Database;
  files: FileStore;
  now: () => Date;
  /** The live check of the member's current card (decision 092), as a path: /verify/<token>. */
  verifyPathOf: (memberId: number) => Promise<string>;
};
