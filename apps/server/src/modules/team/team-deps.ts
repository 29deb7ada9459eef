// What the team's operations are given.
import type { MessagingConfig } from '../../config/messaging';
import type { Database } from '../../db/client';
import type { BrandSource, Notifier } from '../notifications';

export type TeamDeps = {
  db: Database;
  notifier: Notifier;
  brand: BrandSource;
  /** Whether a text invitation can go (decision 088: an optional kind). */
  messaging: MessagingConfig;
  now: () => Date;
};
