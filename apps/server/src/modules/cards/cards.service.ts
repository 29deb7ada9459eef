// The digital membership card (decisions 092, 102, 103): the member's card, its reissue, its PDF and
// wallet passes, the public checks of a scanned QR, and the staff scanner's offline list, one file
// per operation.
import type { Principal } from '../auth';
import { applePass, cardPdf, googleWalletLink } from './card-files';
import type { CardDeps } from './card-deps';
import { cardPhoto } from './card-photo';
import { cardKeysFrom, signCardToken } from './card-token';
import { currentCard } from './cards.repository';
import { memberCard, reissueCard } from './member-card';
import { offlineCards } from './offline-cards';
import { verifyCard } from './verify-card';

export type CardService = ReturnType<typeof createCardService>;

export function createCardService(deps: Omit<CardDeps, 'keys'> & { appSecret: string }) {
  const context: CardDeps = { ...deps, keys: cardKeysFrom(deps.appSecret) };
  return {
    memberCard: (principal: Principal | null) => memberCard(context, principal),
    reissue: (principal: Principal | null) => reissueCard(context, principal),
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
