// The admin's "Getting started" checklist (GET /api/staff/getting-started): each step ticked from what
// the database holds now, read in one statement of exists() subqueries.
import { sql } from 'drizzle-orm';
import type {
  GettingStarted,
  GettingStartedStepKey,
} from '@portico/domain/contracts/getting-started.contract';
import { GETTING_STARTED_STEPS } from '@portico/domain/contracts/getting-started.contract';
import type { Executor } from '../../db/client';
import type { Channel } from '../../db/schema';
import { deliveredTestChannels } from './test-messages.repository';
import { statement } from '../../db/statement';

type StepRow = Record<Exclude<GettingStartedStepKey, 'messages'>, boolean>;

const stepsStatement = statement<StepRow>(
  'getting_started_steps',
  sql`select
      exists (select 1 from association_settings where id = 1) as association_details,
      exists (select 1 from association_settings where id = 1 and logo_key is not null) as logo,
      exists (select 1 from audit_log where action in ('category.create', 'category.update'))
        as categories,
      (exists (select 1 from staff where active and id <> ${sql.placeholder('staffId')})
        or exists (select 1 from audit_log where action = 'staff.invite')) as staff,
      (exists (select 1 from audit_log where action = 'members.import')
        or exists (select 1 from association_settings where id = 1 and proposers_required < 2))
        as register,
      exists (select 1 from test_payments where status in ('captured', 'refunded')) as payment`,
);

/**
 * The steps' states; `staffId` is the admin asking (another account is what the staff step wants).
 * Messages are tested once a test on each channel set up (`channels`) reached its provider.
 */
export async function findGettingStarted(
  db: Executor,
  staffId: number,
  channels: readonly Channel[],
): Promise<GettingStarted> {
  const [[row], delivered] = await Promise.all([
    stepsStatement(db, { staffId }),
    deliveredTestChannels(db),
  ]);
  const messages = channels.length > 0 && channels.every((channel) => delivered.has(channel));
  const done = (key: GettingStartedStepKey) =>
    key === 'messages' ? messages : row?.[key] === true;
  return { steps: GETTING_STARTED_STEPS.map((key) => ({ key, done: done(key) })) };
}
