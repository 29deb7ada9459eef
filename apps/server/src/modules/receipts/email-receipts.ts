// The receipt job: emails the receipts of paid orders not yet emailed, at most `limit`. Each receipt
// is claimed by one statement (receipt_emailed_at set only if still empty), so two processes never
// send the same one; a failed send clears the claim and the next run tries again. A process that
// dies between claim and send loses that email (the receipt stays downloadable): at most once,
// never twice. A payment wakes the job as soon as it has committed (emailReceiptAfterPayment).
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatIndiaDate } from '@portico/domain/invoice';
import type { FileStore } from '../../adapters/files/file-store';
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { Database, Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { hasTaxInvoice, type OrderRow } from '../../lib/payment-rows';
import type { PdfSigner } from '../../lib/pdf-signing';
import { findMember } from '../records';
import { buildEmail } from '../../lib/email/build-email';
import { emailBrand } from '../../lib/email/email-brand';
import {
  readOnce,
  type AssociationSource,
  type TemplateSource,
  type TemplateText,
} from '../settings';
import { receiptOf } from './invoice-pdf';
import { EINVOICE_JOB } from './register-irns';
import type { Job, Scheduler } from '../jobs';

/** The name the scheduler knows the receipt job by (receiptEmailJob). */
export const RECEIPTS_JOB = 'receipts.email';

/** What the receipt job is given, each by what it does for it. */
export type ReceiptMailDeps = {
  db: Database;
  /** The seller as the admin last saved it: the invoice and the email's layout. */
  association: AssociationSource;
  /** The email's wording (the receipt_email template). */
  templates: Pick<TemplateSource, 'textOf'>;
  /** Where the association's logo is stored. */
  files: FileStore;
  /** Signs the PDF when a certificate is configured (decision 078). */
  signer: PdfSigner | null;
  mail: MailSender;
  /** The portal's public address (the email's logo is fetched from it). */
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
};

/**
 * The receipt job as the scheduler runs it (app/register-jobs.ts registers it as it is): each
 * interval, and at once when a payment kicks it.
 */
export function receiptEmailJob(deps: ReceiptMailDeps): Job {
  return { name: RECEIPTS_JOB, run: () => emailPendingReceipts(deps) };
}

/**
 * A paid order's receipt, once its payment has committed: wakes the receipt job now rather than at
 * its next interval, and the e-invoicing job first, since a B2B invoice is emailed only once it has
 * its IRN (decision 086). The job's email goes out through the outbox.
 */
export function emailReceiptAfterPayment(jobs: Pick<Scheduler, 'kick'>): void {
  jobs.kick(EINVOICE_JOB);
  jobs.kick(RECEIPTS_JOB);
}

async function emailPendingReceipts(jobDeps: ReceiptMailDeps, limit = 20): Promise<number> {
  // The seller and the email's wording are read once a run, at its first receipt.
  const deps = { ...jobDeps, association: readOnce(jobDeps.association) };
  let wording: Promise<TemplateText> | undefined;
  const { db } = deps;
  let sent = 0;
  for (const order of await findReceiptsToEmail(db, limit)) {
    if (!(await claimReceipt(db, order.id, deps.now()))) continue;
    try {
      const member = order.memberId === null ? undefined : await findMember(db, order.memberId);
      if (!member?.email) continue;
      const { fileName, pdf, invoice } = await receiptOf(deps, order);
      const [association, template] = await Promise.all([
        deps.association.current(),
        (wording ??= deps.templates.textOf('receipt_email')),
      ]);
      const email = await buildEmail(
        'receipt_email',
        {
          member_name: invoice.member.name,
          invoice_number: invoice.invoiceNumber,
          order_id: order.uniqueOrderId,
          paid_on: formatIndiaDate(invoice.paidAt),
          member_number: invoice.memberNumber,
          membership: invoice.membershipCategory,
          file_name: fileName,
          association_name: association.name,
        },
        emailBrand(association, deps.publicUrl),
        { template },
      );
      await deps.mail.send({
        to: member.email,
        ...email,
        attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
        kind: 'receipt_email',
        ...(order.memberId === null ? {} : { memberId: order.memberId }),
      });
      sent += 1;
    } catch (error) {
      await releaseReceipt(db, order.id);
      deps.logger.error({ err: error, order: order.uniqueOrderId }, 'receipt not emailed');
    }
  }
  return sent;
}

// ── The receipts to email, each claimed by one sender ─────────────────────────────────────────────

/** Paid orders (and re-billed invoices, decision 083) whose receipt has not been emailed yet, oldest first. */
function findReceiptsToEmail(db: Executor, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        hasTaxInvoice,
        isNull(orders.receiptEmailedAt),
        // An e-invoice is sent once it has its IRN and QR (decision 086).
        or(eq(orders.irnRequired, false), isNotNull(orders.irn)),
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}

/** Takes the receipt of an order for sending; false when another sender took it first. */
async function claimReceipt(db: Executor, orderId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ receiptEmailedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptEmailedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Gives a claimed receipt back, so the next run sends it (its email failed). */
async function releaseReceipt(db: Executor, orderId: number): Promise<void> {
  await db.update(orders).set({ receiptEmailedAt: null }).where(eq(orders.id, orderId));
}
