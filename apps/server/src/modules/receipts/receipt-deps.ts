// What the receipt operations are given.
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail/mail-sender';
import type { AssociationConfig } from '../../config';
import type { Database } from '../../db/client';
import type { OrdersService } from '../payments/orders.service';

export type ReceiptDeps = {
  db: Database;
  orders: OrdersService;
  association: AssociationConfig;
  mail: MailSender;
  logger: FastifyBaseLogger;
  now: () => Date;
};
