// What the receipt operations are given.
import type { FastifyBaseLogger } from 'fastify';
import type { IrpProvider } from '../../adapters/einvoice/irp-provider';
import type { FileStore } from '../../adapters/files/file-store';
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../lib/payment-rows';
import type { PdfSigner } from '../../lib/pdf-signing';
import type { Principal } from '../auth';
import type { AssociationSource, TemplateSource } from '../settings';

export type ReceiptDeps = {
  db: Database;
  /**
   * The payments module's read of a paid order the caller may see (named by what it does, so that
   * receipts sit below payments, which freezes each invoice as it is paid).
   */
  orders: { findPaidOrder(principal: Principal | null, ref: string): Promise<OrderRow> };
  /** The seller as the admin last saved it: every invoice and email reads it afresh. */
  association: AssociationSource;
  templates: TemplateSource;
  /** Signs every invoice and credit note PDF when a certificate is configured (decision 078). */
  signer: PdfSigner | null;
  /** Where the association's logo is stored. */
  files: FileStore;
  mail: MailSender;
  /** The portal's public address (the email's logo is fetched from it). */
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
  /** The Invoice Registration Portal (decision 086). */
  irp: IrpProvider;
};
