// The digital membership card (decision 092): the member's card, its reissue, and the public checks
// of a scanned QR, one file per operation.
import type { Principal } from '../auth';
import type { CardDeps } from './card-deps';
import { cardPhoto } from './card-photo';
import { cardKeysFrom } from './card-token';
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
  };
}
