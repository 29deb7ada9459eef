// A company's team (issue #31, decision 110): the member area's page and its changes, one file per
// operation, each called by its route with what they are given here.
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
