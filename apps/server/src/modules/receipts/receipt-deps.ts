// What the receipt operations are given.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { MailSender } from '../../adapters/messaging/mail-sender';
import type { Database } from '../../db/client';
import type { OrdersService } from '../payments';
import type { AssociationSource, TemplateSource } from '../settings';

export type ReceiptDeps = {
  db: Database;
  orders: OrdersService;
  /** The seller as the admin last saved it: every invoice and email reads it afresh. */
  association: AssociationSource;
  templates: TemplateSource;
  /** Where the association's logo is stored. */
  files: FileStore;
  mail: MailSender;
  /** The portal's public address (the email's logo is fetched from it). */
  publicUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
};
