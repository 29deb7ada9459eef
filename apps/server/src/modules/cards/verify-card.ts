// GET /api/card/verify/:token, public: what a scanned card says, live. A token the association did
// not sign is a 400; a revoked card names no one; a lapsed member reads "Not a current member".
import type { CardVerification } from '@portico/domain/contracts/cards.contract';
import { BadRequestError } from '../../errors';
import { findMemberCardDetails } from '../records';
import type { CardDeps } from './card-deps';
import { cardFace } from './card-face';
import { readCardToken, type CardClaims } from './card-token';
import { findCard } from './cards.repository';

export const NOT_A_CARD = 'This is not a membership card.';
export const REVOKED = 'This card was revoked.';
export const NOT_CURRENT = 'Not a current member';

export async function verifyCard(deps: CardDeps, token: string): Promise<CardVerification> {
  const claims = readCardToken(deps.keys, token);
  if (!claims) {
    deps.log.info({ card: null }, 'card check: not a card');
    throw new BadRequestError(NOT_A_CARD);
  }
  const answer = await answerFor(deps, token, claims);
  deps.log.info({ card: { ...claims, status: answer.status } }, 'card check');
  return answer;
}

async function answerFor(
  deps: CardDeps,
  token: string,
  claims: CardClaims,
): Promise<CardVerification> {
  const card = await findCard(deps.db, claims.memberId, claims.serial);
  // A signed token names a card that was issued; a missing one is an erased member's.
  if (!card || card.revokedAt) return { status: 'revoked', message: REVOKED };
  const details = await findMemberCardDetails(deps.db, claims.memberId);
  if (!details || details.member.erasedAt) return { status: 'revoked', message: REVOKED };
  const { active, ...face } = cardFace(details, token, deps.now());
  return active
    ? { status: 'active', ...face, message: `Active until ${face.valid_until}` }
    : { status: 'lapsed', ...face, message: NOT_CURRENT };
}
