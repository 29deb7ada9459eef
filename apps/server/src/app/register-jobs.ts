import { OUTBOX_JOB } from '../adapters/messaging/outbox-service';
import { WALLET_PASSES_EVERY_MS, WALLET_PASSES_JOB } from '../modules/cards';
import { createScheduler } from '../modules/jobs';
import { pruneRateWindows, RATE_WINDOWS_PRUNE_EVERY_MS } from '../lib/rate-limits';
import { createRetentionJob, RETENTION_EVERY_MS, RETENTION_JOB } from '../modules/privacy';
import { REFUND_RECONCILE_EVERY_MS } from '../modules/refunds';
import { MONTHLY_SUMMARY_JOB } from '../modules/reports';
import { createUploadSweep, UPLOAD_SWEEP_EVERY_MS } from '../modules/uploads';
import { CREDIT_NOTES_JOB, EINVOICE_JOB, RECEIPTS_JOB } from '../modules/receipts';
import { AUTO_RENEWAL_JOB, REFUNDS_RECONCILE_JOB } from './create-payment-services';
import type { Services } from './create-services';
import type { WiredApp } from './fastify';
import type { Plugins } from './register-plugins';
import type { Wiring } from './types';

/**
 * The scheduled jobs (the outbox's deliveries, receipts, reconciliation, reminders, upload sweep, rate-window pruning, document retention):
 * main.ts starts them, tests run them by hand; closing the app stops them.
 */
export function registerJobs(
  app: WiredApp,
  { config, db, now }: Wiring,
  services: Services,
  plugins: Plugins,
): void {
  const { receipts, orders, reminders, refunds } = services;
  // Stored files no row names, and uploads never attached (decision 008).
  const uploadSweep = createUploadSweep({ db, files: app.files, now, logger: app.log });
  // Lapsed applicants' documents after the months in Settings (decision 045).
  const retention = createRetentionJob({ db, files: app.files, now, logger: app.log });
  app.decorate(
    'scheduler',
    createScheduler({
      db,
      intervalMs: config.jobIntervalMs,
      logger: app.log,
      now,
      onRun: plugins.metrics.jobRun,
      jobs: [
        {
          name: OUTBOX_JOB,
          run: async () => {
            const outcomes = await app.outbox.worker.runDue();
            // Retries other processes scheduled: this process's timer wakes for them too.
            await app.outbox.retries.refresh();
            return outcomes;
          },
        },
        // Issued documents not frozen yet (decision 076): at start, those issued before.
        { name: 'documents.freeze', run: () => receipts.freezePending() },
        receipts.emailJob,
        { name: CREDIT_NOTES_JOB, run: () => receipts.emailPendingCreditNotes() },
        // B2B documents waiting for their IRN (decision 086); a registered one wakes its email.
        {
          name: EINVOICE_JOB,
          run: () =>
            receipts.registerPendingIrns(() => {
              app.scheduler.kick(RECEIPTS_JOB);
              app.scheduler.kick(CREDIT_NOTES_JOB);
            }),
        },
        { name: 'payments.reconcile', run: () => orders.reconcile() },
        // Card refunds whose webhook is late (decision 084).
        {
          name: REFUNDS_RECONCILE_JOB,
          run: () => refunds.reconcile(),
          everyMs: REFUND_RECONCILE_EVERY_MS,
        },
        { name: 'members.reminders', run: () => reminders.run() },
        // Apple Wallet passes whose card changed: their devices are pushed (decision 116).
        {
          name: WALLET_PASSES_JOB,
          run: () => services.cards.updatePasses(),
          everyMs: WALLET_PASSES_EVERY_MS,
        },
        // Auto-renewal's notices, debits and their outcomes (decision 099).
        { name: AUTO_RENEWAL_JOB, run: () => services.autoRenewal.runCycle() },
        // Last month's figures to the staff who chose them, once a month.
        { name: MONTHLY_SUMMARY_JOB, run: () => services.sendMonthlySummary() },
        { name: 'uploads.sweep', run: () => uploadSweep.run(), everyMs: UPLOAD_SWEEP_EVERY_MS },
        { name: RETENTION_JOB, run: () => retention.run(), everyMs: RETENTION_EVERY_MS },
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
