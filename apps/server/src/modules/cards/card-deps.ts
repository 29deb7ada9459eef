// What the card operations are given.
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../adapters/files/file-store';
import type { WalletConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AssociationSource } from '../settings';
import type { CardKeys } from './card-token';

export type CardDeps = {
  db: Database;
  files: FileStore;
  keys: CardKeys;
  now: () => Date;
  /** The portal's address, which the QR's link starts with. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The association's saved name and logo, printed on the PDF card and the passes. */
  association: AssociationSource;
  /** The Apple and Google Wallet settings; a null wallet is not offered (decision 102). */
  wallets: WalletConfig;
};
