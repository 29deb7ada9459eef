// GET /api/card and POST /api/card/reissue: the signed-in member's card, issued on first open; a
// reissue revokes the card (a lost phone, audited) so its QR says "revoked", and issues the next.
import type { MemberCard } from '@portico/domain/contracts/cards.contract';
import { recordAudit, memberActor } from '../audit';
import { teamPersonOf, type Principal } from '../auth';
import { requireMember } from '../members';
import { findMemberCardDetails } from '../records';
import type { CardDeps } from './card-deps';
import { cardFace } from './card-face';
import { signCardToken } from './card-token';
import { currentCard, revokeCards } from './cards.repository';

export async function memberCard(deps: CardDeps, principal: Principal | null): Promise<MemberCard> {
  const member = await requireMember(deps.db, principal);
  const card = await currentCard(deps.db, member.id);
  const shown = await cardOf(deps, member.id, card.serial);
  if (!shown) throw new Error(`member ${member.id} has no category`);
  return shown;
}

/** One card of a member, as the card page shows it (the pass web service's cards too); null without a member. */
export async function cardOf(
  deps: CardDeps,
  memberId: number,
  serial: number,
): Promise<MemberCard | null> {
  const details = await findMemberCardDetails(deps.db, memberId);
  if (!details) return null;
  const token = signCardToken(deps.keys, { memberId, serial });
  return {
    token,
    verify_url: `${deps.publicUrl.replace(/\/+$/, '')}/verify/${token}`,
    serial,
    member_number: details.member.memberNumber ?? '',
    ...cardFace(details, token, deps.now()),
    wallets: { apple: deps.wallets.apple !== null, google: deps.wallets.google !== null },
  };
}

export async function reissueCard(
  deps: CardDeps,
  principal: Principal | null,
): Promise<MemberCard> {
  const member = await requireMember(deps.db, principal);
  await deps.db.transaction(async (tx) => {
    await revokeCards(tx, member.id, deps.now());
    await recordAudit(tx, {
      actor: memberActor(member.id, teamPersonOf(principal)),
      action: 'card_reissued',
      entity: 'member',
      entityId: String(member.id),
    });
  });
  return memberCard(deps, principal);
}
