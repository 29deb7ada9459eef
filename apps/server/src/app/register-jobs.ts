import { createScheduler } from '../modules/jobs/scheduler';
import { pruneRateWindows, RATE_WINDOWS_PRUNE_EVERY_MS } from '../modules/rate-limits/prune';
import { createUploadSweep, UPLOAD_SWEEP_EVERY_MS } from '../modules/uploads/sweep';
import { RECEIPTS_JOB } from './create-payment-services';
import type { Services } from './create-services';
import type { WiredApp } from './fastify';
import type { Plugins } from './register-plugins';
import type { Wiring } from './types';

/**
 * The scheduled jobs (receipts, reconciliation, reminders, upload sweep, rate-window pruning):
 * main.ts starts them, tests run them by hand; closing the app stops them.
 */
export function registerJobs(
  app: WiredApp,
  { config, db, now }: Wiring,
  services: Services,
  plugins: Plugins,
): void {
  const { receipts, orders, reminders } = services;
  // Stored files no row names, and uploads never attached (decision 008).
  const uploadSweep = createUploadSweep({ db, files: app.files, now, logger: app.log });
  app.decorate(
    'scheduler',
    createScheduler({
      db,
      intervalMs: config.jobIntervalMs,
      logger: app.log,
      now,
      onRun: plugins.metrics.jobRun,
      jobs: [
        { name: RECEIPTS_JOB, run: () => receipts.emailPending() },
        { name: 'payments.reconcile', run: () => orders.reconcile() },
        { name: 'members.reminders', run: () => reminders.run() },
        { name: 'uploads.sweep', run: () => uploadSweep.run(), everyMs: UPLOAD_SWEEP_EVERY_MS },
        {
          name: 'rate-limits.prune',
          run: () => pruneRateWindows(db, now()),
          everyMs: RATE_WINDOWS_PRUNE_EVERY_MS,
        },
      ],
    }),
  );
  app.addHook('onClose', () => app.scheduler.stop());
}
