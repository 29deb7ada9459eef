// What the team's operations are given.
import type { Database } from '../../db/client';
import type { BrandSource, Notifier } from '../notifications';

export type TeamDeps = {
  db: Database;
  notifier: Notifier;
  brand: BrandSource;
  now: () => Date;
};
