// The digital membership card (decisions 092, 102, 103): the member's card, its reissue, its PDF and
// wallet passes, Apple Wallet's web service and the pushes of changed passes (decision 116), the
// public checks of a scanned QR, and the staff scanner's offline list, one file per operation.
import type { PassPusher } from '../../adapters/wallet-push/pass-pusher';
import type { Principal } from '../auth';
import { applePass, cardPdf, googleWalletLink } from './card-files';
import type { CardDeps } from './card-deps';
import { cardPhoto } from './card-photo';
import { cardKeysFrom, signCardToken } from './card-token';
import { currentCard } from './cards.repository';
import { memberCard, reissueCard } from './member-card';
import { offlineCards } from './offline-cards';
import { updatePasses } from './pass-updates';
import {
  latestPass,
  logPassMessages,
  registerPassDevice,
  unregisterPassDevice,
  updatedPasses,
  type PassRef,
} from './pass-web-service';
import { verifyCard } from './verify-card';

export type CardService = ReturnType<typeof createCardService>;

type CardServiceDeps = Omit<CardDeps, 'keys'> & {
  appSecret: string;
  /** APNs, or its stand-in; null without Apple Wallet signing (decision 116). */
  pusher: PassPusher | null;
  /** Wakes the pass job (a reissued card's pass is voided on the devices that hold it). */
  onPassesChanged: () => void;
};

export function createCardService(deps: CardServiceDeps) {
  const context: CardDeps = { ...deps, keys: cardKeysFrom(deps.appSecret) };
  return {
    memberCard: (principal: Principal | null) => memberCard(context, principal),
    reissue: async (principal: Principal | null) => {
      const card = await reissueCard(context, principal);
      deps.onPassesChanged();
      return card;
    },
    /** Apple Wallet's web service (decision 116). */
    passes: {
      register: (
        pass: PassRef & { deviceLibraryIdentifier: string },
        authorization: string | undefined,
        pushToken: string,
      ) => registerPassDevice(context, pass, authorization, pushToken),
      unregister: (
        pass: PassRef & { deviceLibraryIdentifier: string },
        authorization: string | undefined,
      ) => unregisterPassDevice(context, pass, authorization),
      updated: (
        device: { deviceLibraryIdentifier: string; passTypeIdentifier: string },
        since: string | undefined,
      ) => updatedPasses(context, device, since),
      latest: (pass: PassRef, authorization: string | undefined, ifModifiedSince?: string) =>
        latestPass(context, pass, authorization, ifModifiedSince),
      log: (logs: readonly string[]) => logPassMessages(context, logs),
    },
    /** The pass job: pushes the passes whose card changed (WALLET_PASSES_JOB). */
    updatePasses: () => updatePasses({ ...context, pusher: deps.pusher }),
    pdf: (principal: Principal | null) => cardPdf(context, principal),
    applePass: (principal: Principal | null) => applePass(context, principal),
    googleWalletLink: (principal: Principal | null) => googleWalletLink(context, principal),
    verify: (token: string) => verifyCard(context, token),
    photo: (token: string) => cardPhoto(context, token),
    /** The path of the live check of the member's current card (issued if none): the directory's mark. */
    verifyPathOf: async (memberId: number) => {
      const card = await currentCard(context.db, memberId);
      return `/verify/${signCardToken(context.keys, { memberId, serial: card.serial })}`;
    },
    offline: async (principal: Principal | null) => {
      const list = await offlineCards(context);
      context.log.info(
        { staff: principal?.kind === 'staff' ? principal.staffId : null, cards: list.cards.length },
        'card check: offline list downloaded',
      );
      return list;
    },
  };
}
