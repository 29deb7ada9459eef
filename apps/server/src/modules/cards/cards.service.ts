// The digital membership card (decision 092): the member's card, its reissue, and the public checks
// of a scanned QR, one file per operation.
import type { Principal } from '../auth';
import type { CardDeps } from './card-deps';
import { cardPhoto } from './card-photo';
import { cardKeysFrom, signCardToken } from './card-token';
import { currentCard } from './cards.repository';
import { memberCard, reissueCard } from './member-card';
import { verifyCard } from './verify-card';

export type CardService = ReturnType<typeof createCardService>;

export function createCardService(deps: Omit<CardDeps, 'keys'> & { appSecret: string }) {
  const context: CardDeps = { ...deps, keys: cardKeysFrom(deps.appSecret) };
  return {
    memberCard: (principal: Principal | null) => memberCard(context, principal),
    reissue: (principal: Principal | null) => reissueCard(context, principal),
    verify: (token: string) => verifyCard(context, token),
    photo: (token: string) => cardPhoto(context, token),
    /** The path of the live check of the member's current card (issued if none): the directory's mark. */
    verifyPathOf: async (memberId: number) => {
      const card = await currentCard(context.db, memberId);
      return `/verify/${signCardToken(context.keys, { memberId, serial: card.serial })}`;
    },
  };
}
