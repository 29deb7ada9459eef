// The membership card's service (decisions 092, 102, 103, 116): the routes use it, and the pass job
// pushes changed Apple Wallet passes through APNs (or its stand-in) with it.
import { createPassPusher } from '../adapters/wallet-push/create-pass-pusher';
import { createCardService, WALLET_PASSES_JOB } from '../modules/cards';
import { associationSource } from '../modules/settings';
import type { WiredApp } from './fastify';
import type { Wiring } from './types';

export function createCards(app: WiredApp, { deps, config, db, now }: Wiring) {
  const pusher =
    deps.passPusher !== undefined ? deps.passPusher : createPassPusher(config, app.log);
  if (pusher) app.addHook('onClose', () => pusher.close());
  const cards = createCardService({
    db,
    files: app.files,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
    association: associationSource(db, config.association),
    wallets: config.wallets,
    pusher,
    // The scheduler is decorated after the services; the kick comes later, on a request.
    onPassesChanged: () => app.scheduler.kick(WALLET_PASSES_JOB),
  });
  app.decorate('walletPasses', { update: () => cards.updatePasses() });
  return cards;
}
